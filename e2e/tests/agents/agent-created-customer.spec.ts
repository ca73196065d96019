import {
  ACCOUNT_MESSAGES,
  CREATE_ACCOUNT_MESSAGES,
  MESSAGES,
  formatAgentActionTime,
} from '@wallet/domain';
import {
  NEW_PASSWORD,
  justBeforeNow,
  latestCode,
  signOutFromHeader,
  submitLogin,
} from '../../support/accounts';
import { DEMO_AGENT, pickBranchInHeader, signInAsStaff } from '../../support/agents';
import { expect, test } from '../../support/fixtures';
import { shot } from '../../support/screenshots';

/**
 * Codes of the demo portfolio register nobody holds and no other journey registers
 * (apps/api/src/adapters/portfolio-register): one for each width, as both run on one server.
 */
const FREE_CODE = { 'mobile-375': 'BREN06', 'desktop-1280': 'WALS07' } as const;

test.describe('a customer account made by an agent', () => {
  test.beforeEach(async ({ setFlag }) => {
    await setFlag('agent_enabled', true);
  });

  test('the customer verifies the e-mail, sets a password through the reset flow, signs in and sees what the agent did', async ({
    page,
    request,
    scan,
  }, testInfo) => {
    test.setTimeout(120_000);
    const code = FREE_CODE[testInfo.project.name as keyof typeof FREE_CODE];
    const email = `agent-made-${testInfo.project.name}-${Date.now()}@example.ie`;
    const branch = 'Galway, Eyre Square';

    // The agent, at a branch the journey chooses, registers the customer with a portfolio code.
    await signInAsStaff(page, DEMO_AGENT.email);
    await pickBranchInHeader(page, testInfo, 'galw', branch);
    await page.goto('/wallet/createAccount');
    await page.getByRole('textbox', { name: 'First name' }).fill('Saoirse');
    await page.getByRole('textbox', { name: 'Surname' }).fill('Ní Bhriain');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('0871234567');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('textbox', { name: 'Portfolio code' }).fill(code);
    const registered = justBeforeNow();
    await page.getByRole('button', { name: 'Register User' }).click();
    await expect(page.getByText(CREATE_ACCOUNT_MESSAGES.success)).toBeVisible();
    const acted = Date.now();
    await signOutFromHeader(page);
    await expect(page).toHaveURL(/\/logout$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'You have logged out successfully' }),
    ).toBeVisible();

    // The account has no password yet: the customer follows "I've forgotten my password", and is
    // asked to verify the e-mail first (platform.md 8).
    await page.goto('/login');
    await page.getByRole('link', { name: "I've forgotten my password" }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.resetUnverified).first()).toBeVisible();
    await scan();
    await shot(page, 'agent-made-reset-unverified');

    // Verify email with the code the agent's registration sent; an account made by an agent goes
    // on to the reset-password page (platform.md 2.4), not to login.
    await page.getByRole('link', { name: 'Verify email' }).click();
    await expect(page).toHaveURL(/\/verifyEmail\/?$/);
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await page.getByLabel('Verification code').fill(await latestCode(request, email, registered));
    await scan();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/resetpassword$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);

    // The reset flow sets the password.
    const resetAsked = justBeforeNow();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('Verification code')).toBeVisible();
    await page.getByLabel('Verification code').fill(await latestCode(request, email, resetAsked));
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await scan();
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(/Your password has been reset/)).toBeVisible();

    await submitLogin(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(
      page.getByRole('heading', { level: 1, name: MESSAGES.welcome('Saoirse') }),
    ).toBeVisible();

    // The customer finds what the agent did from the footer: which agent, which branch, when.
    await page.getByRole('link', { name: 'Agent activity on your account' }).click();
    await expect(page).toHaveURL(/\/manage\/agentActions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agent activity' })).toBeVisible();
    const trail = page.getByRole('list', { name: 'What our agents did for you' });
    await expect(trail.getByRole('listitem')).toHaveCount(1);
    const entry = trail.getByRole('listitem').first();
    await expect(entry.getByRole('heading', { name: 'Created your account' })).toBeVisible();
    await expect(entry.getByText(DEMO_AGENT.name, { exact: true })).toBeVisible();
    await expect(entry.getByText(branch, { exact: true })).toBeVisible();
    // The time, in Irish time, within the minute the agent registered the customer.
    const time = entry.locator('time');
    const instant = (await time.getAttribute('datetime'))!;
    expect(Date.parse(instant)).toBeGreaterThanOrEqual(registered);
    expect(Date.parse(instant)).toBeLessThanOrEqual(acted + 1000);
    await expect(time).toHaveText(formatAgentActionTime(instant));
    await scan();
    await shot(page, 'agent-made-customer-activity');

    // And from Manage My Insurance.
    await page.goto('/manage');
    await scan();
    await shot(page, 'agent-made-customer-manage');
    await page.getByRole('link', { name: 'See what our agents did for you' }).click();
    await expect(trail.getByRole('listitem')).toHaveCount(1);
  });
});
