import { readFile } from 'node:fs/promises';
import { DEMO_CUSTOMER } from '../../support/environment';
import { expect, test } from '../../support/fixtures';

/** The demo customer's seeded policies (apps/api/src/demo/demo-policies.ts). */
const DEMO_HOME_POLICY = 'BHH0042187';
const DEMO_TRAVEL_POLICY = 'BTA0156204';
const DEMO_CAR_POLICY = 'BMC0087319';

test.describe('the demo customer’s documents', () => {
  test('the demo customer opens a PDF of the seeded home, travel and car policies from View documents', async ({
    page,
    signIn,
  }) => {
    await signIn(DEMO_CUSTOMER.email);
    await page.goto('/wallet');
    const policies = page.getByRole('region', { name: 'Your policies' });

    // Home: the policy that started eleven months ago has its schedule, as a purchase makes it.
    await policies
      .getByRole('link', { name: new RegExp(`^View documents of Home .*${DEMO_HOME_POLICY}$`) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home Documents' })).toBeVisible();
    await expect(page.getByText(`Policy Number ${DEMO_HOME_POLICY}`)).toBeVisible();
    await expect(page.getByText(/still being processed/)).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Policy Schedule' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const schedule = await readFile((await download.path()) ?? '');
    expect(schedule.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Travel: the certificate opens as a PDF.
    await page.goto('/wallet');
    await policies
      .getByRole('link', {
        name: new RegExp(`^View documents of Travel .*${DEMO_TRAVEL_POLICY}$`),
      })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Travel Documents' })).toBeVisible();
    await expect(page.getByText(`Policy Code ${DEMO_TRAVEL_POLICY}`)).toBeVisible();
    await expect(page.getByText(/still being processed/)).toHaveCount(0);
    const certificate = page.getByRole('link', { name: /^Open Travel Insurance Certificate/ });
    const href = (await certificate.getAttribute('href')) ?? '';
    const [popup] = await Promise.all([page.waitForEvent('popup'), certificate.click()]);
    await popup.close();
    const pdf = await page.request.get(href);
    expect(pdf.ok()).toBe(true);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Car: the certificate, disc, schedule and no-claims-bonus statement; the certificate opens.
    await page.goto('/wallet');
    await policies
      .getByRole('link', { name: new RegExp(`^View documents of Car .*${DEMO_CAR_POLICY}$`) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Car Documents' })).toBeVisible();
    await expect(page.getByText(`Policy Code ${DEMO_CAR_POLICY}`)).toBeVisible();
    await expect(page.getByText(/still being processed/)).toHaveCount(0);
    for (const name of [
      'Certificate of Motor Insurance',
      'Insurance Disc',
      'Policy Schedule',
      'No Claims Bonus Statement',
    ]) {
      // Exactly: documents asked for later (a Replacement Insurance Disc) are listed beside them.
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    const carCertificate = page.getByRole('link', { name: /^Open Certificate of Motor Insurance/ });
    const carPdf = await page.request.get((await carCertificate.getAttribute('href')) ?? '');
    expect(carPdf.ok()).toBe(true);
    expect((await carPdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
