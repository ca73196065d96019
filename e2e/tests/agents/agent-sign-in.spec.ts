import { AGENT_SIGN_IN_REDIRECTING, IDENTITY_ERRORS, STAFF_SSO_ERRORS } from '@wallet/domain';
import type { Page } from '@playwright/test';
import { DEMO_CUSTOMER, DEMO_PASSWORD } from '../../support/environment';
import { expect, test } from '../../support/fixtures';

const AGENT = { email: 'agent@wallet.test', givenName: 'Niamh' };
const START = '**/api/agent/sso/start';

/**
 * Opens the agent sign-in, lets `look` see the screen, then follows it to the staff directory.
 * With the agent flag on, the screen sends the browser to single sign-on at once: that navigation
 * is stopped (the screen stays) and made again once `look` is done.
 */
async function openAgentSignIn(page: Page, look: () => Promise<void>) {
  const sentTo: string[] = [];
  await page.route(START, async (route) => {
    sentTo.push(route.request().url());
    await route.abort('aborted');
  });
  await page.goto('/agent/login');
  await expect.poll(() => sentTo.length).toBe(1);
  await look();
  await page.unroute(START);
  await page.goto(sentTo[0]!);
  await page.waitForURL(/\/sso\/sign-in\?interaction=/);
}

async function signInAtStaffDirectory(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Staff e-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('agent sign-in through the staff directory', () => {
  test('an agent signs in by single sign-on and lands on the wallet signed in as an agent', async ({
    page,
    setFlag,
    scan,
  }) => {
    await setFlag('agent_enabled', true);
    await openAgentSignIn(page, async () => {
      await expect(page.getByRole('status')).toHaveText(AGENT_SIGN_IN_REDIRECTING);
      await scan();
    });

    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await scan();

    const restored = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/refresh') && response.ok(),
    );
    await signInAtStaffDirectory(page, AGENT.email);
    await expect(page).toHaveURL(/\/wallet$/);
    // The app restores the session from the refresh cookie the sign-on left, as for a customer.
    const session = await (await restored).json();
    expect(session.user).toMatchObject({ email: AGENT.email, role: 'agent' });
    await expect(page.getByText(AGENT.givenName).first()).toBeAttached();

    // A signed-in agent has no use for the customers' login: it leads to the wallet.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/wallet$/);
  });

  test('the staff directory refuses a customer, who cannot sign in as an agent', async ({
    page,
    setFlag,
    scan,
  }) => {
    await setFlag('agent_enabled', true);
    await openAgentSignIn(page, async () => {
      await expect(page.getByRole('status')).toHaveText(AGENT_SIGN_IN_REDIRECTING);
    });
    await signInAtStaffDirectory(page, DEMO_CUSTOMER.email);
    await expect(page.getByRole('alert')).toHaveText('The staff e-mail or password is incorrect.');
    await expect(page.getByLabel('Staff e-mail')).toHaveValue(DEMO_CUSTOMER.email);
    await scan();

    // Cancel goes back to the agent sign-in, which says so and offers to try again.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/agent\/login\?sso_error=cancelled$/);
    await expect(page.getByRole('alert')).toHaveText(STAFF_SSO_ERRORS.cancelled);
    await expect(page.getByRole('link', { name: 'Sign in with single sign-on' })).toBeVisible();
  });

  test('staff sign in through the staff directory only, never on the customers’ login', async ({
    page,
    visit,
  }) => {
    await visit('/login');
    await page.getByLabel('Email').fill(AGENT.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText(IDENTITY_ERRORS.staffAccount.message).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('with the agent flag off, the agent sign-in is the login page', async ({ page }) => {
    await page.goto('/agent/login');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  });
});
