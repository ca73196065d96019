import { SESSION_HINT_COOKIE } from '@wallet/domain';
import { expect, test } from '../../support/fixtures';

/**
 * The landing pages' first screens come in their HTML, drawn at build time (decision 0017): a
 * phone paints them from the document, and the app then hydrates that markup rather than drawing
 * the page again. Each page's heading and what it first offers are there with JavaScript off.
 */
const FIRST_SCREENS = [
  { path: '/wallet', heading: 'Welcome!', offer: { role: 'link', name: 'Car' } },
  {
    path: '/wallet/getquote/aboutYou',
    heading: 'Get Quotes',
    offer: { role: 'combobox', name: 'Title' },
  },
  // The car and travel forms wait for the server's quote parameters (start-date limits, trip
  // types), which no build can know: their first screen is the page and its steps.
  {
    path: '/wallet/getgenericquote/travel',
    heading: 'Travel Insurance Quote',
    offer: { role: 'navigation', name: 'Progress' },
  },
  {
    path: '/wallet/getgenericquote/car',
    heading: 'Car Insurance Quote',
    offer: { role: 'navigation', name: 'Progress' },
  },
  // A private page: a visitor is asked to log in, and the login form comes with the document.
  {
    path: '/wallet/product/home',
    heading: 'Log In to your Insurance Wallet',
    offer: { role: 'textbox', name: 'Email address' },
  },
] as const;

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, offer } of FIRST_SCREENS) {
    test(`${path} shows its heading and what it offers first`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole(offer.role, { name: offer.name }).first()).toBeVisible();
    });
  }
});

test.describe('with JavaScript on', () => {
  for (const { path, heading } of FIRST_SCREENS) {
    test(`${path} is hydrated: the HTML's heading is kept, with no error or warning`, async ({
      page,
    }) => {
      const messages: string[] = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type())) messages.push(message.text());
      });
      page.on('pageerror', (error) => messages.push(error.message));
      // The heading as the document brought it, before any script ran.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          (window as unknown as { servedHeading: Element | null }).servedHeading =
            document.querySelector('main h1');
        });
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(() => {
        const served = (window as unknown as { servedHeading: Element | null }).servedHeading;
        return served !== null && served === document.querySelector('main h1');
      });
      expect(kept, 'the heading the HTML brought is the one on the page').toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Hydrated means working: the header's menu or navigation answers.
      const burger = page.getByRole('button', { name: 'Menu' });
      if (await burger.isVisible()) {
        await burger.click();
        await expect(burger).toHaveAttribute('aria-expanded', 'true');
      } else {
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      }
      expect(messages).toEqual([]);
    });
  }
});

test.describe("a returning customer's copy (decision 0039)", () => {
  for (const { path, heading } of FIRST_SCREENS) {
    test(`${path} comes without the visitor's first screen to a browser holding the session hint`, async ({
      request,
    }) => {
      const visitor = await (await request.get(path)).text();
      expect(visitor).toContain(heading);
      const customer = await request.get(path, {
        headers: { cookie: `${SESSION_HINT_COOKIE}=1` },
      });
      expect(customer.headers().vary).toMatch(/cookie/i);
      const html = await customer.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain(heading);
      // Its code is named in the page, to run at once: nothing drawn waits for a paint.
      expect(html).toMatch(/<script type="module"[^>]* src="\/assets\/index-[^"]+\.js"/);
      expect(html).toContain('rel="modulepreload"');
    });
  }
});
