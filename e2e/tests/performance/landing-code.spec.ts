import { expect, test } from '../../support/fixtures';

/**
 * A page a visitor lands on asks for its first screen's code itself, beside the app's start
 * (apps/web/build/landing-pages.ts): on a phone, code found only once the app has started costs
 * another round trip (decision 0008, fourth round). Every script the page's HTML does not name is
 * held back here; the first screen must still be drawn, its heading there.
 */
const LANDING_PAGES = [
  { path: '/wallet', heading: 'Welcome!' },
  { path: '/wallet/getquote/aboutYou', heading: 'Get Quotes' },
  { path: '/wallet/getgenericquote/travel', heading: 'Travel Insurance Quote' },
  { path: '/wallet/getgenericquote/car', heading: 'Car Insurance Quote' },
  // A private page: a visitor is asked to log in.
  { path: '/wallet/product/home', heading: /^Log In to your / },
];

for (const { path, heading } of LANDING_PAGES) {
  test(`${path} draws its first screen with only the code its page asks for`, async ({ page }) => {
    const named = new Set<string>();
    const held: string[] = [];
    await page.route(
      (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
      async (route) => {
        const { pathname } = new URL(route.request().url());
        if (named.has(pathname)) return route.continue();
        held.push(pathname);
        // Never answered while the test runs: code found late must not be what the screen needs.
      },
    );
    const html = await (await page.request.get(path)).text();
    // Named in a src or href, or, on a drawn page, in its loader's list (decision 0024).
    for (const [, files] of html.matchAll(
      /(?:src|href|data-app-[a-z]+)="(\/assets\/[^"]+\.js)"/g,
    )) {
      for (const file of files!.split(' ')) named.add(file);
    }
    expect(named.size, 'scripts the page names').toBeGreaterThan(1);

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

/**
 * The first locale format a page makes (a number or date format, a collation, a locale) loads the
 * browser's locale data: 30 to 70 ms on a fast machine, four times that on a phone, in the middle
 * of the page's start (decision 0023). A landing page's start makes none; a part that needs one
 * (the address combo box) loads when the customer reaches into it.
 */
for (const { path, heading } of LANDING_PAGES) {
  test(`${path} starts without making a locale format`, async ({ page }) => {
    await page.addInitScript(() => {
      const made: string[] = [];
      Object.defineProperty(window, '__localeFormatsMade', { value: made });
      const note = (what: string) => made.push(`${what}\n${new Error().stack ?? ''}`);
      for (const name of [
        'Collator',
        'DateTimeFormat',
        'DisplayNames',
        'ListFormat',
        'Locale',
        'NumberFormat',
        'PluralRules',
        'RelativeTimeFormat',
        'Segmenter',
      ] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        const counted = function (...args: unknown[]) {
          note(`Intl.${name}`);
          return new Original(...args);
        } as unknown as typeof Original & { supportedLocalesOf: (...args: unknown[]) => unknown };
        counted.prototype = Original.prototype;
        counted.supportedLocalesOf = (...args: unknown[]) => {
          note(`Intl.${name}.supportedLocalesOf`);
          return (Original as unknown as typeof counted).supportedLocalesOf(...args);
        };
        Object.defineProperty(Intl, name, { value: counted });
      }
      const methods: Array<[object, string]> = [
        [String.prototype, 'localeCompare'],
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
      ];
      for (const [prototype, method] of methods) {
        const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[method]!;
        Object.defineProperty(prototype, method, {
          value: function (this: unknown, ...args: unknown[]) {
            note(method);
            return original.apply(this, args);
          },
        });
      }
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Hydrated: the app has put its first render on the page and run its effects.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
    );
    const made = await page.evaluate(
      () => (window as unknown as { __localeFormatsMade: string[] }).__localeFormatsMade,
    );
    expect(made).toEqual([]);
  });
}
