import { MESSAGES } from '@wallet/domain';
import {
  NEW_PASSWORD,
  createVerifiedAccount,
  justBeforeNow,
  latestCode,
  submitLogin,
} from '../../support/accounts';
import { expect, test } from '../../support/fixtures';

test('forgot password: request a code, set a new password, and sign in with it', async ({
  page,
  request,
  visit,
  scan,
}) => {
  const account = await createVerifiedAccount(request, 'reset');
  await visit('/login');
  await page.getByRole('link', { name: "I've forgotten my password" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  const since = justBeforeNow();
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page.getByLabel('Verification code')).toBeVisible();
  await scan();
  const code = await latestCode(request, account.email, since);
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/Your password has been reset/)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await submitLogin(page, account.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(
    page.getByRole('heading', { level: 1, name: MESSAGES.welcome(account.firstName) }),
  ).toBeVisible();
});
