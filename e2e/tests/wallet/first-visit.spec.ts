import type { Page } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../support/environment';
import { expect, test } from '../../support/fixtures';

/** Where a visitor lands (docs/decisions/0008): the same pages `npm run bench` measures. */
const LANDING_PAGES = [
  '/wallet',
  '/wallet/getquote/aboutYou',
  '/wallet/product/home',
  '/wallet/getgenericquote/travel',
  '/wallet/getgenericquote/car',
];

/**
 * What a page load shows beyond its content: console errors, Content-Security-Policy violations,
 * calls to the session refresh, and layout shifts (each shift's score, as the browser reports it).
 */
async function watchPageLoad(page: Page) {
  const consoleErrors: string[] = [];
  const refreshCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/refresh') refreshCalls.push(request.url());
  });
  await page.addInitScript(() => {
    const seen = window as unknown as { cspViolations: string[]; layoutShifts: number[] };
    seen.cspViolations = [];
    seen.layoutShifts = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) {
        seen.layoutShifts.push((entry as PerformanceEntry & { value: number }).value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    consoleErrors,
    refreshCalls,
    inPage: () =>
      page.evaluate(() => {
        const seen = window as unknown as { cspViolations: string[]; layoutShifts: number[] };
        return { cspViolations: seen.cspViolations, layoutShifts: seen.layoutShifts };
      }),
  };
}

test.describe('a first visit', () => {
  for (const path of LANDING_PAGES) {
    test(`${path}: no console error, no policy report, no refresh call, nothing shifts`, async ({
      page,
    }) => {
      const watch = await watchPageLoad(page);
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('.site-footer')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { cspViolations, layoutShifts } = await watch.inPage();
      expect(watch.consoleErrors).toEqual([]);
      expect(cspViolations).toEqual([]);
      expect(watch.refreshCalls).toEqual([]);
      expect(layoutShifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    });
  }

  test('a returning customer: the session comes back through one refresh, and nothing shifts while it is checked', async ({
    page,
    signIn,
  }) => {
    await signIn(DEMO_CUSTOMER.email);
    const watch = await watchPageLoad(page);
    await page.goto('/wallet/product/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home Insurance' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(watch.refreshCalls).toHaveLength(1);
    const { layoutShifts } = await watch.inPage();
    expect(layoutShifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
});
