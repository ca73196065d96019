import { ACCOUNT_MESSAGES, LOGIN_BENEFITS } from '@wallet/domain';
import { MFA_UNVERIFIED_CUSTOMER, submitLogin } from '../../support/accounts';
import { DEMO_CUSTOMER } from '../../support/environment';
import { expect, test } from '../../support/fixtures';

test.describe('account screens', () => {
  test('login shows the benefits card; the other account screens pass axe', async ({
    page,
    visit,
  }) => {
    await visit('/login');
    for (const benefit of LOGIN_BENEFITS) await expect(page.getByText(benefit)).toBeVisible();
    await visit('/signup/');
    await visit('/verifyEmail/');
    await visit('/resetpassword');
    await visit('/resetpassword?resetCodeSent=true');
    await expect(page.getByLabel('Verification code')).toBeVisible();
    await visit('/customer-login/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });

  test('the forms show their errors accessibly', async ({ page, visit, scan }) => {
    await visit('/signup/');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(
      page.locator('.error-summary').getByRole('heading', { name: 'There is a problem' }),
    ).toBeFocused();
    await scan();
    await visit('/resetpassword?resetCodeSent=true');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('link', { name: 'Answer is Required' })).toBeVisible();
    await scan();
  });

  test('MFA on with an unverified number: the mobile-number step with the edit hint', async ({
    page,
    visit,
    scan,
  }) => {
    await visit('/login');
    await submitLogin(page, MFA_UNVERIFIED_CUSTOMER.email);
    await expect(page.getByRole('heading', { name: 'Confirm your mobile number' })).toBeVisible();
    await expect(page.getByText(ACCOUNT_MESSAGES.mfaMobileHint)).toBeVisible();
    await page.getByRole('button', { name: 'Edit mobile number' }).click();
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
    await scan();
  });

  test('the outbox page lists the messages of a recipient', async ({ page, visit }) => {
    await visit(`/dev/messages?recipient=${encodeURIComponent(DEMO_CUSTOMER.email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages sent' })).toBeVisible();
  });
});
