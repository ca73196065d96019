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
    for (const [, file] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) {
      named.add(file!);
    }
    expect(named.size, 'scripts the page names').toBeGreaterThan(1);

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}
