import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import { DEMO_PASSWORD } from './environment';

/** The demo staff directory's agent (apps/api/src/adapters/staff-directory/demo-staff.ts). */
export const DEMO_AGENT = {
  email: 'agent@wallet.test',
  givenName: 'Niamh',
  name: 'Niamh Kelly',
} as const;

export const onPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile-375';

/** Signs in at the staff directory through single sign-on and lands on the agent's wallet. */
export async function signInAsStaff(page: Page, email: string) {
  await page.goto('/agent/login');
  await page.waitForURL(/\/sso\/sign-in\?interaction=/);
  await page.getByLabel('Staff e-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
}

/** Picks the agent's branch in the header (inside the menu on a phone) and saves it. */
export async function pickBranchInHeader(
  page: Page,
  testInfo: TestInfo,
  typed: string,
  branch: string,
) {
  const branchButton = page.getByRole('button', { name: /^Branch:/ });
  if (onPhone(testInfo)) {
    // A press that lands before the page has hydrated opens nothing: press until it opens.
    await expect(async () => {
      if (!(await branchButton.isVisible())) {
        await page.getByRole('button', { name: 'Menu' }).click();
      }
      await expect(branchButton).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  }
  await branchButton.click();
  const dialog = page.getByRole('dialog', { name: 'Please Select Branch' });
  await dialog.getByRole('combobox', { name: 'Branch' }).fill(typed);
  await page.getByRole('option', { name: branch, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save branch' }).click();
  await expect(dialog).toBeHidden();
}
