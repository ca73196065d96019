import type { Page } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../support/environment';
import { expect, test } from '../../support/fixtures';

/** The demo customer's seeded car and travel policies (apps/api/src/demo/demo-policies.ts). */
const DOCUMENTS = [
  {
    product: 'Car',
    policy: 'BMC0087319',
    list: '/api/motor/motor_quotes/documents?',
    document: 'Certificate of Motor Insurance',
  },
  {
    product: 'Travel',
    policy: 'BTA0156204',
    list: '/api/travel/travel_quotes/documents?',
    document: 'Travel Insurance Certificate',
  },
] as const;

async function openDocumentsOf(page: Page, product: string, policy: string) {
  await page.goto('/wallet');
  await page
    .getByRole('region', { name: 'Your policies' })
    .getByRole('link', { name: new RegExp(`^View documents of ${product} .*${policy}$`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `${product} Documents` })).toBeVisible();
}

test.describe('policy document links', () => {
  test('a document opens with a link asked for as it is pressed; a dead link shows the app’s page', async ({
    page,
    signIn,
    scan,
  }) => {
    await signIn(DEMO_CUSTOMER.email);
    let staleLink = '';
    for (const { product, policy, list, document } of DOCUMENTS) {
      await openDocumentsOf(page, product, policy);
      const link = page.getByRole('link', { name: new RegExp(`^Open ${document}`) });
      const shown = (await link.getAttribute('href')) ?? '';
      staleLink ||= shown;

      // The press asks for the list again and opens the tab at the new link: the PDF.
      const askedAgain = page.waitForResponse((response) => response.url().includes(list));
      const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      expect((await askedAgain).ok()).toBe(true);
      const opened = await tab.waitForResponse((response) =>
        response.url().includes(list.replace('?', '/')),
      );
      expect(opened.status()).toBe(200);
      expect(opened.url()).not.toBe(new URL(shown, opened.url()).href);
      // The viewer may take the PDF as a download: its answer is read again, as a client would.
      const pdf = await page.request.get(opened.url());
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await tab.close();
    }

    // Signing out ends every link of that sign-in, as expiry does; signing in again does not
    // bring them back. The browser that opens one is shown a page of the app, never JSON.
    await page.goto('/logout');
    await expect(
      page.getByRole('heading', { level: 1, name: 'You have logged out successfully' }),
    ).toBeVisible();
    await signIn(DEMO_CUSTOMER.email);
    await page.goto(staleLink);
    await expect(page).toHaveURL(/\/documents\/unavailable$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This document link has expired' }),
    ).toBeVisible();
    await expect(page.getByText(/opens for 5 minutes/)).toBeVisible();
    await expect(page.locator('body')).not.toContainText('statusCode');
    await scan();

    // The way back: the documents, where each press opens the document afresh.
    await page.getByRole('link', { name: 'Go to your documents' }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  });
});
