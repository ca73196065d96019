import { MESSAGES, PHONE } from '@wallet/domain';
import { CUSTOMER_WITHOUT_POLICIES, DEMO_CUSTOMER, literal } from '../../support/environment';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';

test.describe('header and menu', () => {
  test('skip link moves to the main content', async ({ page, visit }) => {
    await visit('/wallet');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('signed-out visitors see Login and Sign Up', async ({ page, visit }, testInfo) => {
    await visit('/wallet');
    if (testInfo.project.name === 'mobile-375') {
      await page.getByRole('button', { name: 'Menu' }).click();
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });

  test('the burger menu opens and closes by keyboard on a phone', async ({
    page,
    visit,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile-375', 'the burger exists below 992 px');
    await visit('/wallet');
    const burger = page.getByRole('button', { name: 'Menu' });
    await burger.focus();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Log In' })).toBeHidden();
  });

  test('Manage My Insurance lists only the products bought', async ({ page, signIn }, testInfo) => {
    await signIn(DEMO_CUSTOMER.email);
    if (testInfo.project.name === 'mobile-375') {
      await page.getByRole('button', { name: 'Menu' }).click();
    }
    await page.getByRole('button', { name: 'Manage My Insurance' }).click();
    for (const product of ['Home', 'Car', 'Travel']) {
      await expect(page.getByRole('menuitem', { name: product })).toBeVisible();
    }
  });

  test('Manage My Insurance explains when there is nothing to manage', async ({
    page,
    signIn,
  }, testInfo) => {
    await signIn(CUSTOMER_WITHOUT_POLICIES.email);
    if (testInfo.project.name === 'mobile-375') {
      await page.getByRole('button', { name: 'Menu' }).click();
    }
    await page.getByRole('button', { name: 'Manage My Insurance' }).click();
    await expect(page.getByText(MESSAGES.noPolicies)).toBeVisible();
    await expect(page.getByRole('link', { name: literal(PHONE.sales) }).first()).toBeVisible();
  });
});
