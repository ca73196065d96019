import {
  AGENT_MADE_ACCOUNT_EMAIL_SUBJECT,
  AGENT_MADE_ACCOUNT_NOTE,
  CREATE_ACCOUNT_MESSAGES,
  MESSAGES,
  formatIrishDateTime,
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

  test('the customer opens the one e-mail, sets a password with its code in one step, signs in and sees what the agent did', async ({
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
    // The spec's words, then what the customer will receive (decision 0032).
    await expect(page.getByText(CREATE_ACCOUNT_MESSAGES.success)).toBeVisible();
    const receives = page.getByRole('region', { name: AGENT_MADE_ACCOUNT_NOTE.heading });
    await expect(receives.getByRole('listitem')).toHaveText(AGENT_MADE_ACCOUNT_NOTE.lines(email));
    await scan();
    await shot(page, 'agent-made-account-confirmation');
    const acted = Date.now();
    await signOutFromHeader(page);
    await expect(page).toHaveURL(/\/logout$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'You have logged out successfully' }),
    ).toBeVisible();

    // The customer opens the one e-mail (the development outbox stands in for her mailbox): it
    // names the agent and the branch, and leads to the password in one step.
    await page.goto(`/api/dev/outbox?recipient=${encodeURIComponent(email)}`);
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    const message = rows.first();
    await expect(message).toContainText(AGENT_MADE_ACCOUNT_EMAIL_SUBJECT);
    const body = await message.locator('td').last().innerText();
    expect(body).toContain('Hello Saoirse,');
    expect(body).toContain(`${DEMO_AGENT.givenName} at our ${branch} branch has registered you`);
    expect(body).not.toContain('If you did not create an account');
    const emailCode = /Your Login Verification Code is (\d{6})\./.exec(body)?.[1];
    expect(emailCode, 'the code in the e-mail').toMatch(/^\d{6}$/);
    expect(emailCode).toBe(await latestCode(request, email, registered));
    const link = /Open the Reset password page: (\S+)/.exec(body)?.[1] ?? '';
    expect(new URL(link).pathname + new URL(link).search).toBe('/resetpassword?resetCodeSent=true');
    await shot(page, 'agent-created-customer-email');

    // The link opens Reset password at the code step: the code and a password, in one step.
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Verification code').fill(emailCode!);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await scan();
    await shot(page, 'agent-made-set-password');
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
    await expect(time).toHaveText(formatIrishDateTime(instant));
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
