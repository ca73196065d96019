import { MESSAGES } from '@wallet/domain';
import {
  MFA_CUSTOMER,
  fillSignUp,
  justBeforeNow,
  latestCode,
  signOutFromHeader,
  submitLogin,
  uniqueEmail,
} from '../../support/accounts';
import { expect, test } from '../../support/fixtures';

test.describe('creating an account and signing in', () => {
  test('sign up, read the code from the outbox, and verify: signed in with the new account', async ({
    page,
    request,
    visit,
    scan,
  }) => {
    const email = uniqueEmail('sign-up');
    await visit('/signup/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    await fillSignUp(page, { firstName: 'Ciara', lastName: 'Byrne', email });
    const since = justBeforeNow();
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page).toHaveURL(/\/verifyEmail\/$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await scan();
    const code = await latestCode(request, email, since);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();

    // The browser that signed up is signed in by the code: no password typed again.
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(
      page.getByRole('heading', { level: 1, name: MESSAGES.welcome('Ciara') }),
    ).toBeVisible();
  });

  test('sign in with an SMS code, see the greeting, and sign out', async ({
    page,
    request,
    visit,
    scan,
  }) => {
    await visit('/login');
    const since = justBeforeNow();
    await submitLogin(page, MFA_CUSTOMER.email);
    await expect(page).toHaveURL(/\/confirmLoginCode$/);
    await expect(page.getByText(MFA_CUSTOMER.maskedPhone)).toBeVisible();
    await scan();

    await page.getByLabel('Enter the 6-digit code').fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('link', { name: 'Please enter valid code' })).toBeVisible();

    const code = await latestCode(request, MFA_CUSTOMER.phone, since);
    await page.getByLabel('Enter the 6-digit code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    const greeting = page.getByRole('heading', { level: 1, name: /^Welcome .+!$/ });
    await expect(greeting).toBeVisible();
    expect(await greeting.textContent()).not.toBe(MESSAGES.welcome(null));

    await signOutFromHeader(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'You have logged out successfully' }),
    ).toBeVisible();
    await scan();
    await expect(page.getByRole('link', { name: 'Back to wallet' })).toBeVisible();
  });
});
