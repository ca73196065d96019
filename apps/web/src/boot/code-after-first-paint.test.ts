import { describe, expect, it } from 'vitest';
import {
  APP_CODE_ATTRIBUTES,
  FIRST_PAINT_WAIT_MS,
  loadAppCodeAfterFirstPaint,
} from './code-after-first-paint';

type Entry = { name: string };

/** A page whose paints, timers and visibility the test controls. */
function testPage({
  visibility = 'visible',
  paintsReported = true,
}: { visibility?: DocumentVisibilityState; paintsReported?: boolean } = {}) {
  const document = window.document.implementation.createHTMLDocument();
  Object.defineProperty(document, 'visibilityState', { value: visibility });
  const timers: { callback: () => void; ms: number }[] = [];
  const observers: FakeObserver[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintsReported ? ['paint', 'largest-contentful-paint'] : [];
    observed: PerformanceObserverInit[] = [];
    disconnected = false;
    constructor(readonly report: (list: { getEntriesByName: (name: string) => Entry[] }) => void) {
      observers.push(this);
    }
    observe(options: PerformanceObserverInit) {
      this.observed.push(options);
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  const page = {
    document,
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
  };
  const paint = (...names: string[]) =>
    observers.forEach((observer) =>
      observer.report({
        getEntriesByName: (name) =>
          names.filter((entry) => entry === name).map((n) => ({ name: n })),
      }),
    );
  /** Runs the timers due within `ms`, and those they set, in order. */
  const runTimers = (ms: number) => {
    for (
      let timer = timers.find((t) => t.ms <= ms);
      timer;
      timer = timers.find((t) => t.ms <= ms)
    ) {
      timers.splice(timers.indexOf(timer), 1);
      timer.callback();
    }
  };
  const added = () =>
    [...document.head.children].map((element) =>
      element instanceof window.HTMLScriptElement
        ? `script ${element.type} ${element.getAttribute('src')} ${element.crossOrigin}`
        : `${element.getAttribute('rel')} ${element.getAttribute('href')} ${element.getAttribute('crossorigin')}`,
    );
  return { page, observers, paint, runTimers, added };
}

/** The loader script as the build writes it; `modules: false` for a browser without modules. */
function loaderIn(document: Document, { modules = true, preloads = '/a.js /b.js' } = {}) {
  const loader = document.createElement('script');
  loader.setAttribute(APP_CODE_ATTRIBUTES.entry, '/index.js');
  loader.setAttribute(APP_CODE_ATTRIBUTES.preloads, preloads);
  // jsdom's script elements have no noModule, as a browser without modules: one that has them
  // is given it.
  if (modules) Object.defineProperty(loader, 'noModule', { value: false });
  document.body.append(loader);
  return loader;
}

const APP_CODE = ['script module /index.js ', 'modulepreload /a.js ', 'modulepreload /b.js '];

describe('loadAppCodeAfterFirstPaint', () => {
  it('asks for nothing until the first contentful paint is reported', () => {
    const { page, paint, runTimers, added } = testPage();
    loadAppCodeAfterFirstPaint(loaderIn(page.document), page);
    paint('first-paint');
    runTimers(0);
    expect(added()).toEqual([]);
  });

  it('then adds the entry module first and each preload in a task of its own', () => {
    const { page, observers, paint, runTimers, added } = testPage();
    loadAppCodeAfterFirstPaint(loaderIn(page.document), page);
    expect(observers[0]!.observed).toEqual([{ type: 'paint', buffered: true }]);
    paint('first-paint', 'first-contentful-paint');
    expect(added()).toEqual(APP_CODE.slice(0, 1));
    runTimers(0);
    expect(added()).toEqual(APP_CODE);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('adds the code once, whatever reports or timers follow', () => {
    const { page, paint, runTimers, added } = testPage();
    loadAppCodeAfterFirstPaint(loaderIn(page.document), page);
    paint('first-contentful-paint');
    paint('first-contentful-paint');
    runTimers(FIRST_PAINT_WAIT_MS);
    expect(added()).toEqual(APP_CODE);
  });

  it('loads anyway once the wait for a report is over, and not before', () => {
    const { page, runTimers, added } = testPage();
    loadAppCodeAfterFirstPaint(loaderIn(page.document), page);
    runTimers(FIRST_PAINT_WAIT_MS - 1);
    expect(added()).toEqual([]);
    runTimers(FIRST_PAINT_WAIT_MS);
    expect(added()).toEqual(APP_CODE);
  });

  it('loads at once where paints are not reported, or the page is not being shown', () => {
    for (const options of [{ paintsReported: false }, { visibility: 'hidden' as const }]) {
      const { page, runTimers, added, observers } = testPage(options);
      loadAppCodeAfterFirstPaint(loaderIn(page.document), page);
      runTimers(0);
      expect(added()).toEqual(APP_CODE);
      expect(observers).toEqual([]);
    }
  });

  it('adds the entry alone when there is nothing to preload', () => {
    const { page, paint, runTimers, added } = testPage();
    loadAppCodeAfterFirstPaint(loaderIn(page.document, { preloads: '' }), page);
    paint('first-contentful-paint');
    runTimers(0);
    expect(added()).toEqual(APP_CODE.slice(0, 1));
  });

  it('never loads the modules in a browser without them, or without a loader', () => {
    const { page, paint, runTimers, added } = testPage({ paintsReported: false });
    loadAppCodeAfterFirstPaint(loaderIn(page.document, { modules: false }), page);
    loadAppCodeAfterFirstPaint(null, page);
    paint('first-contentful-paint');
    runTimers(FIRST_PAINT_WAIT_MS);
    expect(added()).toEqual([]);
  });
});
