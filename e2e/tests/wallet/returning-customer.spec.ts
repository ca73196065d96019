import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ACCOUNT_CLOSURE_MESSAGES, SESSION_HINT_COOKIE, irishToday } from '@wallet/domain';
import { DEMO_AGENT, signInAsStaff } from '../../support/agents';
import { DEMO_CUSTOMER, DEMO_PASSWORD, E2E_BASE_URL } from '../../support/environment';
import { expect, test } from '../../support/fixtures';
import { totalShift, watchPageLoad } from '../../support/page-load-watch';
import { shot } from '../../support/screenshots';

/** The customer's home policy, as the change and leave pages' links name it (`?policy=`). */
type HomePolicy = { policy_id: string; withdrawal_ends_on?: string | null };

/**
 * The pages a returning customer opens (issue 46), as `npm run bench` measures them signed in.
 * Each names what shows once the customer's own content has arrived.
 */
const SIGNED_IN_PAGES: readonly {
  path: (home: HomePolicy) => string;
  loaded: (page: Page) => Locator;
}[] = [
  { path: () => '/wallet', loaded: heading('Your policies') },
  { path: () => '/manage', loaded: heading('Manage My Insurance') },
  { path: () => '/manage/viewMultiplePolicies/home', loaded: heading('Your Home Policies') },
  { path: () => '/documents', loaded: heading('Documents') },
  { path: () => '/claims', loaded: heading('Your claims') },
  // Changing and leaving the policy (issue 43), opened from a link as the e-mails open them.
  {
    path: (home) => `/manage/product/home/change?policy=${home.policy_id}`,
    loaded: heading('What would you like to change?'),
  },
  {
    path: (home) => `/manage/product/home/${leavingOf(home)}?policy=${home.policy_id}`,
    loaded: heading(/^(Your right to withdraw|When your cover ends)$/),
  },
  // Making a claim on it (issue 44) and Your account (issue 45).
  {
    path: (home) => `/manage/product/home/claim?policy=${home.policy_id}`,
    loaded: heading('Tell us what happened'),
  },
  { path: () => '/account', loaded: heading('Your details') },
  // Your account's own pages that read before they draw, and complaints.
  { path: () => '/account/address', loaded: button('Save my address') },
  { path: () => '/account/trusted-contact', loaded: button('Save my trusted contact') },
  // Its answer: why it cannot be closed today (the demo customer's claims and policies), or not.
  { path: () => '/account/close', loaded: (page) => page.getByText(CLOSE_PAGE_ANSWER) },
  { path: () => '/complaints', loaded: heading('Your complaints') },
];

/** What Close your account answers the demo customer: why it cannot be closed today. */
const CLOSE_PAGE_ANSWER = new RegExp(
  `^(${[
    ACCOUNT_CLOSURE_MESSAGES.claimInProgress,
    ACCOUNT_CLOSURE_MESSAGES.complaintOpen,
    ACCOUNT_CLOSURE_MESSAGES.purchaseUnderWay,
    ACCOUNT_CLOSURE_MESSAGES.policyInForce,
  ]
    .map((message) => message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})$`,
);

/** A phone on a slow connection: every response late, every task slower. */
/**
 * How long a page may take to draw what it reads on the slow phone below, on a busy machine: these
 * journeys look at what moves as it loads, not at how fast it loads (that is `npm run bench`'s).
 */
const SLOW_PHONE_LOAD_MS = 20_000;

async function asOnASlowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

function heading(name: string | RegExp) {
  return (page: Page) => page.getByRole('heading', { name }).first();
}

function button(name: string) {
  return (page: Page) => page.getByRole('button', { name });
}

/** Withdrawing while the cooling-off period lasts, cancelling after (as the bench chooses). */
function leavingOf(home: HomePolicy) {
  // The server's day: an Irish one (decision 0050).
  const today = irishToday();
  return home.withdrawal_ends_on && today <= home.withdrawal_ends_on ? 'withdraw' : 'cancel';
}

/**
 * A home quote of the customer's own, saved and not bought: the wallet offers to continue it, a
 * card that arrives with its own request (the bench's quote, starting a week from today).
 */
async function saveHomeQuote(request: APIRequestContext, email: string): Promise<HomePolicy> {
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
  const profile = await request.get(`${E2E_BASE_URL}/api/profile/profile`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { policies } = (await profile.json()) as {
    policies: (HomePolicy & { policy_type: string; status?: string })[];
  };
  const home = policies.find(
    (policy) => policy.policy_type === 'HOME' && (policy.status ?? 'active') === 'active',
  );
  expect(home, 'the customer has an active home policy').toBeDefined();
  return home!;
}

test.describe('a returning customer on a slow phone', () => {
  let home: HomePolicy;
  test.beforeAll(async ({ request }) => {
    home = await saveHomeQuote(request, DEMO_CUSTOMER.email);
  });

  for (const { path: pathOf, loaded } of SIGNED_IN_PAGES) {
    const path = pathOf({ policy_id: '{policy}' }).replace('cancel?', 'withdraw-or-cancel?');
    test(`${path}: drawn once their session and details are in, so nothing shifts`, async ({
      page,
      signIn,
    }) => {
      await signIn(DEMO_CUSTOMER.email);
      await asOnASlowPhone(page);
      const watch = await watchPageLoad(page);
      await page.goto(pathOf(home));
      await expect(loaded(page)).toBeVisible({ timeout: SLOW_PHONE_LOAD_MS });
      await page.waitForLoadState('networkidle');
      expect(watch.refreshCalls).toHaveLength(1);
      // A frame (decision 0041) is inert only until the app's page is in.
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      expect(watch.consoleErrors).toEqual([]);
      const { layoutShifts } = await watch.inPage();
      expect(totalShift(layoutShifts)).toBeLessThan(0.01);
    });
  }

  // Decision 0041: these pages' title and lead are in the page as served, drawn at build time, so
  // a phone paints them before any code has run; the customer's own content is the app's.
  for (const [path, title, lead] of [
    ['/manage', 'Manage My Insurance', 'Choose the insurance you would like to manage.'],
    ['/documents', 'Documents', 'Choose a product to see your policy documents.'],
    [
      '/claims',
      'Your claims',
      'Every claim you have made online, newest first. To make one, open the policy in Manage My Insurance and choose Make a claim.',
    ],
    // A policy's own step: its band and the first step's opening words (the policy's number is
    // the app's to fill in).
    [
      '/manage/product/home/change',
      'Change your policy',
      'Your cover as it stands is filled in. Change what you need; the rest stays as it is.',
    ],
    [
      '/account',
      'Your account',
      'Your details, how you sign in, someone we may contact for you, a copy of your data and how we may keep in touch with you, in one place.',
    ],
    [
      '/account/close',
      'Close your account',
      'Closing your account is for good: you would need a new account to use the wallet again.',
    ],
    [
      '/wallet/viewRenewalQuote/home',
      'Your Renewal',
      'Here is your renewal quote from your current insurer beside an alternative quote from our other insurer. Select one to see its summary, change its excess and extras, and renew.',
    ],
  ] as const) {
    test(`${path}: its title and lead are painted before the code runs`, async ({
      browser,
      page,
      signIn,
    }) => {
      await signIn(DEMO_CUSTOMER.email);
      const withoutCode = await browser.newContext({
        javaScriptEnabled: false,
        storageState: await page.context().storageState(),
      });
      try {
        const frame = await withoutCode.newPage();
        await frame.goto(path);
        // A picture of the page until the app draws it: inert (out of reach and out of the
        // accessibility tree), so it is read by its markup here.
        await expect(frame.locator('#root')).toHaveAttribute('inert', '');
        await expect(frame.locator('h1')).toHaveText(title);
        await expect(frame.getByText(lead)).toBeVisible();
        await expect(frame.locator('#root .spinner').first()).toBeVisible();
        // No footer: drawn under a short frame it would be painted again lower down.
        await expect(frame.getByText('Need help?')).toHaveCount(0);
      } finally {
        await withoutCode.close();
      }
    });
  }

  // The agent workspace (issue 46), framed: its live quotes, the card most of a screen high
  // whatever it holds, so the way back below it stays below the screen's edge; and the agent's
  // wallet, the customers' address, whose frame the session hint naming an agent gets (decision
  // 0051), the agent's own landing drawn over it.
  for (const { path, name, loaded } of [
    {
      path: '/wallet',
      name: 'wallet',
      loaded: heading(`Welcome ${DEMO_AGENT.givenName}!`),
    },
    ...(['home', 'car'] as const).map((type) => ({
      path: `/wallet/latest-quotes/${type}`,
      name: `live-quotes-${type}`,
      // The list, or (the demo has no car quotes to call about) the card that says so.
      loaded: (page: Page) =>
        page
          .getByRole('heading', {
            name: `${type === 'home' ? 'Home' : 'Car'} quotes not yet contacted`,
          })
          .or(page.getByText('There are no live quotes to call about at the moment.')),
    })),
  ]) {
    test(`an agent's ${path}: framed, and nothing shifts`, async ({ page, setFlag }) => {
      await setFlag('agent_enabled', true);
      await signInAsStaff(page, DEMO_AGENT.email);
      await asOnASlowPhone(page);
      const served = page.waitForResponse(`**${path}`);
      const watch = await watchPageLoad(page);
      await page.goto(path);
      const html = await (await served).text();
      expect(html).toContain('<div id="root" inert>');
      expect(html).toContain('Agent workspace');
      await expect(loaded(page)).toBeVisible({ timeout: SLOW_PHONE_LOAD_MS });
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      expect(watch.consoleErrors).toEqual([]);
      const { layoutShifts } = await watch.inPage();
      expect(totalShift(layoutShifts)).toBeLessThan(0.01);
      await shot(page, `agent-${name}`, { fullPage: false });
    });
  }

  // The server chose the frame by the cookie the request carried; by the time the code runs the
  // session may be gone (signed out in another tab). The app goes by the page it was given.
  test('a frame whose session has gone since is drawn over as a visitor sees the page', async ({
    page,
  }) => {
    await page.route('**/manage', async (route) => {
      const headers = { ...route.request().headers(), cookie: `${SESSION_HINT_COOKIE}=1` };
      await route.fulfill({ response: await route.fetch({ headers }) });
    });
    const served = page.waitForResponse('**/manage');
    await page.goto('/manage');
    expect(await (await served).text()).toContain('<div id="root" inert>');
    await expect(page.getByRole('heading', { level: 1, name: /^Log in/i })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
  });
});
