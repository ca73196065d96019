import { DEMO_CUSTOMER } from '../../support/environment';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { submitLogin } from '../../support/accounts';

test.describe('session', () => {
  test('the idle warning appears with shortened timings and logs out at zero', async ({
    page,
    signIn,
  }) => {
    // The app reads this override at sign-in (apps/web/src/lib/session-timings.ts).
    await page.addInitScript(() => {
      localStorage.setItem(
        'wallet:session-timings',
        JSON.stringify({ idleWarningAfterMs: 2000, idleCheckEveryMs: 500, idleCountdownMs: 4000 }),
      );
    });
    await signIn(DEMO_CUSTOMER.email);
    const dialog = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByText(/you will be logged out in \d seconds?/)).toBeVisible();
    await expectNoAxeViolations(page);

    await expect(
      page.getByRole('heading', { level: 1, name: 'You have logged out successfully' }),
    ).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/logout$/);
  });

  test('a private page visited signed out asks for login and returns there', async ({
    page,
    visit,
  }) => {
    await visit('/wallet/submitClaim/home');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await submitLogin(page, DEMO_CUSTOMER.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Submit a Claim' })).toBeVisible();
    await expect(page).toHaveURL(/\/wallet\/submitClaim\/home$/);
  });
});
