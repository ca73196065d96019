import type { Page } from '@playwright/test';
import { MFA_CUSTOMER, justBeforeNow, latestCode, submitLogin } from '../../support/accounts';
import { expect, test } from '../../support/fixtures';

const COMING_SOON = /\/wallet\/comingsoon$/;

/** Opens login from the header (inside the burger menu on a phone), as a new history entry. */
async function openLoginFromHeader(page: Page) {
  const burger = page.getByRole('button', { name: 'Menu' });
  if (await burger.isVisible()) await burger.click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Log ?In$/i })
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('Back after a reload', () => {
  test('from an account screen goes to the page before it', async ({ page, visit }) => {
    await visit('/wallet/comingsoon');
    await openLoginFromHeader(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(COMING_SOON);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Content Coming Soon' }),
    ).toBeVisible();
  });

  test('onto the login finished by signing in steps over it to the page before, as without the reload', async ({
    page,
    request,
    visit,
  }) => {
    await visit('/wallet/comingsoon');
    await openLoginFromHeader(page);
    const since = justBeforeNow();
    await submitLogin(page, MFA_CUSTOMER.email);
    await expect(page).toHaveURL(/\/confirmLoginCode$/);
    await page
      .getByLabel('Enter the 6-digit code')
      .fill(await latestCode(request, MFA_CUSTOMER.phone, since));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/wallet$/);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome .+!$/ })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(COMING_SOON);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Content Coming Soon' }),
    ).toBeVisible();
    // Forward steps over it again, to the wallet the sign-in led to.
    await page.goForward();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome .+!$/ })).toBeVisible();
  });
});
