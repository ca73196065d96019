import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_CUSTOMER, DEMO_PASSWORD, E2E_BASE_URL } from '../../support/environment';
import { expect, test } from '../../support/fixtures';
import { totalShift, watchPageLoad } from '../../support/page-load-watch';

/**
 * The pages a returning customer opens (issue 46), as `npm run bench` measures them signed in.
 * Each names what shows once the customer's own content has arrived.
 */
const SIGNED_IN_PAGES = [
  { path: '/wallet', loaded: 'Your policies' },
  { path: '/manage', loaded: 'Manage My Insurance' },
  { path: '/manage/viewMultiplePolicies/home', loaded: 'Your Home Policies' },
  { path: '/documents', loaded: 'Documents' },
] as const;

/**
 * A home quote of the customer's own, saved and not bought: the wallet offers to continue it, a
 * card that arrives with its own request (the bench's quote, starting a week from today).
 */
async function saveHomeQuote(request: APIRequestContext, email: string) {
  const signIn = await request.post(`${E2E_BASE_URL}/api/auth/sign-in`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  const { accessToken } = await signIn.json();
  const quote = JSON.parse(
    readFileSync(
      new URL('../../../scripts/bench-home-quote-request.json', import.meta.url),
      'utf8',
    ),
  );
  const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  quote.home_quote.cover_details.start_date = start;
  const saved = await request.post(`${E2E_BASE_URL}/api/home/applied_home_quotes`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: quote,
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test.describe('a returning customer on a slow phone', () => {
  test.beforeAll(async ({ request }) => {
    await saveHomeQuote(request, DEMO_CUSTOMER.email);
  });

  for (const { path, loaded } of SIGNED_IN_PAGES) {
    test(`${path}: drawn once their session and details are in, so nothing shifts`, async ({
      page,
      signIn,
    }) => {
      await signIn(DEMO_CUSTOMER.email);
      // A phone on a slow connection: every response late, every task slower.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const watch = await watchPageLoad(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: loaded }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(watch.refreshCalls).toHaveLength(1);
      expect(watch.consoleErrors).toEqual([]);
      const { layoutShifts } = await watch.inPage();
      expect(totalShift(layoutShifts)).toBeLessThan(0.01);
    });
  }
});
