import { DEMO_CUSTOMER } from '../../support/environment';
import { expect, test } from '../../support/fixtures';
import { shot } from '../../support/screenshots';

/** The demo customer's seeded car policy (apps/api/src/demo/demo-policies.ts). */
const DEMO_CAR_POLICY = 'BMC0087319';

test.describe('documents on request', () => {
  test('the demo customer gets a replacement insurance disc for their car and sees it listed', async ({
    page,
    signIn,
    scan,
  }) => {
    await signIn(DEMO_CUSTOMER.email);
    await page
      .getByRole('region', { name: 'Your policies' })
      .getByRole('link', { name: new RegExp(`^View documents of Car .*${DEMO_CAR_POLICY}$`) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Car Documents' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Open Insurance Disc/ })).toBeVisible();

    const asking = page.getByRole('region', { name: 'Get a new document' });
    await expect(asking.getByRole('button')).toHaveText([
      'Get a replacement insurance disc',
      'Get a no-claims bonus statement',
      'Get a proof-of-cover letter',
    ]);
    await scan();
    await shot(page, 'documents-on-request');

    await asking.getByRole('button', { name: 'Get a replacement insurance disc' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is ready' })).toHaveText(
      'Your replacement insurance disc is ready and listed with your documents.',
    );
    const replacement = page
      .getByRole('link', { name: /^Open Replacement Insurance Disc/ })
      .first();
    await expect(replacement).toBeVisible();
    await scan();
    await shot(page, 'documents-on-request-made');

    // The listed link opens the PDF.
    const pdf = await page.request.get((await replacement.getAttribute('href')) ?? '');
    expect(pdf.ok()).toBe(true);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
