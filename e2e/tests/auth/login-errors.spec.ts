import { ACCOUNT_MESSAGES, SIGN_IN_ERRORS } from '@wallet/domain';
import { UNVERIFIED_CUSTOMER, submitLogin } from '../../support/accounts';
import { DEMO_CUSTOMER } from '../../support/environment';
import { expect, test } from '../../support/fixtures';

test.describe('login errors', () => {
  test('a wrong password and an unknown e-mail get the catalogue messages', async ({
    page,
    visit,
    scan,
  }) => {
    await visit('/login');
    await submitLogin(page, DEMO_CUSTOMER.email, 'Not-the-password-1!');
    await expect(page.getByRole('link', { name: 'Password is incorrect.' })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'Error: Password is incorrect.',
    );
    await scan();

    await page.getByLabel('Email').fill('nobody-here@wallet.test');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('link', { name: 'Email is incorrect.' })).toBeVisible();
  });

  test('an unverified account is told so and can resend its code', async ({
    page,
    visit,
    scan,
  }) => {
    await visit('/login');
    await submitLogin(page, UNVERIFIED_CUSTOMER.email);
    await expect(page.getByText(SIGN_IN_ERRORS.UserNotConfirmedException.message)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verify email' })).toBeVisible();
    await page.getByRole('button', { name: 'Resend Verification Code' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.resendSuccess)).toBeVisible();
    await scan();

    await page.getByRole('link', { name: 'Verify email' }).click();
    await expect(page).toHaveURL(/\/verifyEmail\/$/);
    await expect(page.getByLabel('Email')).toHaveValue(UNVERIFIED_CUSTOMER.email);
    await scan();
  });
});
