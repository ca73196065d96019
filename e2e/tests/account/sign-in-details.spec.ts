import { SIGN_IN_DETAILS_MESSAGES as M } from '@wallet/domain';
import {
  createVerifiedAccount,
  justBeforeNow,
  latestCode,
  NEW_PASSWORD,
  signOutFromHeader,
  submitLogin,
  uniqueEmail,
} from '../../support/accounts';
import { expect, test } from '../../support/fixtures';
import { shot } from '../../support/screenshots';

test.describe('how you sign in, changed in Your account', () => {
  test('a customer moves her sign-in to a new address and mobile, a new password and codes by text, and signs in with them', async ({
    page,
    request,
    signIn,
    scan,
  }) => {
    // Six screens, each scanned, and two sign-ins.
    test.setTimeout(120_000);
    const { email } = await createVerifiedAccount(request, 'sign-in-details');
    // A number of this run's own, so a run at the other width never reads its code.
    const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
    const mobile = `087${digits}`;
    const international = `+35387${digits}`;
    await signIn(email);
    await page.goto('/account');
    const card = page.getByRole('region', { name: 'How you sign in' });
    await expect(card.getByText(email, { exact: true })).toBeVisible();
    await scan();
    await shot(page, 'account-sign-in');

    // A new address: the password first, then the code that came to the address.
    const newEmail = uniqueEmail('moved');
    await card.getByRole('link', { name: 'Change your email address' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Change your email address' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Send a code to this address' }).click();
    await expect(page.getByRole('link', { name: /Email is required/ })).toBeVisible();
    await scan();
    await shot(page, 'account-email-errors');
    await page.getByLabel('New email address').fill(newEmail);
    await page.getByLabel('Your current password').fill('Not-The-Password-1!');
    await page.getByRole('button', { name: 'Send a code to this address' }).click();
    await expect(
      page.getByRole('link', { name: new RegExp(M.currentPasswordWrong) }),
    ).toBeVisible();
    let since = justBeforeNow();
    await page.getByLabel('Your current password').fill('Wallet-Demo-2026!');
    await page.getByRole('button', { name: 'Send a code to this address' }).click();
    await expect(page.getByText(/We have sent a 6-digit code to/)).toBeVisible();
    await scan();
    await shot(page, 'account-email-code');
    await page.getByLabel('Code', { exact: true }).fill(await latestCode(request, newEmail, since));
    await page.getByRole('button', { name: 'Use this email address' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText(M.emailChanged)).toBeVisible();
    await expect(card.getByText(newEmail, { exact: true })).toBeVisible();

    // A new mobile, proven by the code texted to it.
    await card.getByRole('link', { name: 'Change your mobile number' }).click();
    since = justBeforeNow();
    await page.getByLabel('New mobile number').fill(mobile);
    await page.getByLabel('Your current password').fill('Wallet-Demo-2026!');
    await page.getByRole('button', { name: 'Text a code to this number' }).click();
    await page
      .getByLabel('Code', { exact: true })
      .fill(await latestCode(request, international, since));
    await scan();
    await page.getByRole('button', { name: 'Use this mobile number' }).click();
    await expect(page.getByText(M.mobileChanged)).toBeVisible();
    await expect(card.getByText(mobile, { exact: true })).toBeVisible();

    // Codes by text at each sign-in.
    const codes = card.getByRole('switch', { name: 'Ask for a code by text each time I sign in' });
    // The switch moves once the server has it: a click, then its new state.
    await codes.click({ force: true });
    await expect(codes).toBeChecked();
    await expect(
      page.getByText('You will be asked for a code by text each time you sign in.'),
    ).toBeVisible();

    // A new password.
    await card.getByRole('link', { name: 'Change your password' }).click();
    await page.getByLabel('Your current password').fill('Wallet-Demo-2026!');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await scan();
    await shot(page, 'account-password');
    await page.getByRole('button', { name: 'Change my password' }).click();
    await expect(page.getByText(M.passwordChanged)).toBeVisible();
    await scan();
    await shot(page, 'account-changed');

    // Signed in again: the new address, the new password, the code to the new mobile.
    await signOutFromHeader(page);
    await expect(page.getByText('You have logged out successfully')).toBeVisible();
    await page.goto('/login');
    since = justBeforeNow();
    await submitLogin(page, newEmail, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/confirmLoginCode$/);
    await page
      .getByLabel('Enter the 6-digit code')
      .fill(await latestCode(request, international, since));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/wallet$/);

    // Codes by text off again: only with the password as it stands.
    await page.goto('/account');
    const codesNow = page
      .getByRole('region', { name: 'How you sign in' })
      .getByRole('switch', { name: 'Ask for a code by text each time I sign in' });
    await expect(codesNow).toBeChecked();
    await codesNow.click({ force: true });
    const step = page.getByRole('form', { name: 'Turn off codes by text' });
    await step.getByLabel('Your current password').fill(NEW_PASSWORD);
    await scan();
    await step.getByRole('button', { name: 'Turn off codes by text' }).click();
    await expect(
      page.getByText('You will no longer be asked for a code by text when you sign in.'),
    ).toBeVisible();
    await expect(codesNow).not.toBeChecked();
  });

  test('a customer with no policy in force closes her account and cannot sign in again', async ({
    page,
    request,
    signIn,
    scan,
  }) => {
    const { email } = await createVerifiedAccount(request, 'closing');
    await signIn(email);
    await page.goto('/account');
    await page.getByRole('link', { name: 'Close my account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Close your account' })).toBeVisible();
    await page.getByRole('button', { name: 'Close my account' }).click();
    await expect(
      page.getByRole('link', {
        name: /Tick the box to confirm that you want to close your account/,
      }),
    ).toBeVisible();
    await page.getByLabel('Your current password').fill('Wallet-Demo-2026!');
    await page.getByLabel('I understand that closing my account cannot be undone').check();
    await scan();
    await shot(page, 'account-close');
    await page.getByRole('button', { name: 'Close my account' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your account is closed.' }),
    ).toBeVisible();
    await scan();
    await shot(page, 'account-closed');

    await page.goto('/login');
    await submitLogin(page, email);
    await expect(page.getByText('Email is incorrect.').first()).toBeVisible();
  });

  test('a customer names a trusted contact, with their agreement, and removes them', async ({
    page,
    request,
    signIn,
    scan,
  }) => {
    const { email } = await createVerifiedAccount(request, 'trusted');
    await signIn(email);
    await page.goto('/account');
    const card = page.getByRole('region', { name: 'Your trusted contact' });
    await card.getByRole('link', { name: 'Name a trusted contact' }).click();
    await page.getByLabel('Their full name').fill('Siobhán Murphy');
    await page.getByLabel('How do you know them?').selectOption({ label: 'Son or daughter' });
    await page.getByLabel('Their mobile number').fill('087 765 4321');
    await page.getByRole('button', { name: 'Save my trusted contact' }).click();
    await expect(
      page.getByRole('link', {
        name: /Confirm that your trusted contact has agreed to be contacted by us/,
      }),
    ).toBeVisible();
    await page.getByLabel('They have agreed that we may contact them about me').check();
    await scan();
    await shot(page, 'account-trusted-contact');
    await page.getByRole('button', { name: 'Save my trusted contact' }).click();
    await expect(page.getByText('Your trusted contact is saved.')).toBeVisible();
    await expect(card.getByText('Siobhán Murphy')).toBeVisible();
    await scan();
    await card.getByRole('button', { name: 'Remove your trusted contact' }).click();
    await expect(card.getByText('Your trusted contact is removed.')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Name a trusted contact' })).toBeVisible();
  });
});
