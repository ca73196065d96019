/**
 * A landing page the build has drawn (decision 0017) is on the screen before any of the app's code
 * runs, so its code need not race the page's own stylesheet for a phone's connection: the page
 * asks for it once its first contentful paint is on the screen (decision 0024). The build writes a
 * small classic script into such a page, with the app's entry module and the files to preload as
 * its data attributes; this is that script.
 */

/** The loader's data attributes, as the build writes them (build/page-bundles.ts). */
export const APP_CODE_ATTRIBUTES = {
  /** The app's entry module. */
  entry: 'data-app-entry',
  /** The files the page's first screen needs beside it, separated by spaces. */
  preloads: 'data-app-preloads',
} as const;

/**
 * How long to wait for word of the first paint before loading anyway: a browser that never reports
 * it must still get the app. A paint is normally reported within a few hundred milliseconds.
 */
export const FIRST_PAINT_WAIT_MS = 3_000;

type Page = {
  document: Document;
  setTimeout: (callback: () => void, ms: number) => unknown;
  PerformanceObserver?: typeof PerformanceObserver;
};

function paintsReported(page: Page): boolean {
  const Observer = page.PerformanceObserver;
  return typeof Observer === 'function' && (Observer.supportedEntryTypes ?? []).includes('paint');
}

/**
 * Adds the app's entry module, then the preloads of the files beside it, to the page's head, each
 * in a task of its own: a phone spends tens of milliseconds starting each request, which in one
 * task would hold up a tap. The entry is first, as the browser asks for files in the order added.
 */
function addAppCode(page: Page, entry: string, preloads: readonly string[]) {
  const { document } = page;
  const additions = [
    () => {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      return script;
    },
    ...preloads.map((href) => () => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      return link;
    }),
  ];
  const addNext = () => {
    document.head.append(additions.shift()!());
    if (additions.length > 0) page.setTimeout(addNext, 0);
  };
  addNext();
}

/**
 * Asks for the app's code named on `loader` once the page's first contentful paint is reported,
 * at once where paints are not reported or the page is not being shown (a tab opened behind
 * another paints nothing until shown), and after FIRST_PAINT_WAIT_MS whatever happens. A browser
 * without modules never gets it: the nomodule script warns such a visitor instead.
 */
export function loadAppCodeAfterFirstPaint(
  loader: HTMLOrSVGScriptElement | null,
  page: Page = window,
): void {
  // An HTML script element of a browser that runs modules (an SVG one has no noModule).
  if (!loader || !('noModule' in loader)) return;
  const entry = loader.getAttribute(APP_CODE_ATTRIBUTES.entry);
  if (!entry) return;
  const preloads = (loader.getAttribute(APP_CODE_ATTRIBUTES.preloads) ?? '')
    .split(' ')
    .filter((href) => href !== '');

  let added = false;
  const add = () => {
    if (added) return;
    added = true;
    addAppCode(page, entry, preloads);
  };

  if (page.document.visibilityState !== 'visible' || !paintsReported(page)) {
    add();
    return;
  }
  const observer = new page.PerformanceObserver!((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    add();
  });
  observer.observe({ type: 'paint', buffered: true });
  page.setTimeout(() => {
    observer.disconnect();
    add();
  }, FIRST_PAINT_WAIT_MS);
}
