import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { HOME_PATHS } from '../../support/home-journey';
import { TRAVEL_PATHS, openCard } from '../../support/travel-journey';
import { shot } from '../../support/screenshots';

/**
 * Every consent is a tick box whose label's words tick it, with the documents it names linked
 * beside it (never inside the label), each opening in a new tab, saying so, and served.
 */
async function expectDocumentLinks(page: Page, area: Locator, names: string[]): Promise<void> {
  for (const label of await area.locator('label').all()) {
    await expect(label.getByRole('link')).toHaveCount(0);
  }
  const links = area.getByRole('link');
  await expect(links).toHaveText(names.map((name) => `${name} (PDF, opens in a new tab)`));
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
  }
}

test.describe('consents', () => {
  test('home: a tap on the words of the terms acceptance ticks it; the terms are linked beside it', async ({
    page,
    visit,
  }) => {
    await visit(HOME_PATHS.terms);
    const accept = page.getByRole('checkbox', {
      name: 'I confirm that my answers are true and complete, and I accept the terms and conditions of this quote.',
    });
    await expect(accept).not.toBeChecked();
    await page.getByText('I accept the terms and conditions of this quote.').click();
    await expect(accept).toBeChecked();
    // The tap stayed on this page: no document opened in its place.
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.terms}$`));
    await shot(page, 'home-terms-consent');
    await expectDocumentLinks(page, page.locator('.consent-checkbox'), [
      'Summary of Terms',
      'Product Information Document',
    ]);
  });

  test('travel: a tap on the words of each consent ticks it; the documents they name are linked beside them', async ({
    page,
    visit,
    scan,
  }) => {
    await visit(TRAVEL_PATHS.getQuote);
    await openCard(page, 'Your cover');
    const consents = page.getByRole('group', { name: 'Your consent' });
    for (const words of [
      'I have read and accept the Terms and Conditions and the Data Protection Notice',
      'I accept the Chubb Terms of Business and Privacy Policy',
    ]) {
      const box = consents.getByRole('checkbox', { name: words });
      await expect(box).not.toBeChecked();
      await consents.getByText(words, { exact: true }).click();
      await expect(box).toBeChecked();
    }
    await expect(page).toHaveURL(new RegExp(`${TRAVEL_PATHS.getQuote}$`));
    await shot(page, 'travel-consents');
    await expectDocumentLinks(page, consents, [
      'Terms and Conditions',
      'Data Protection Notice',
      'Chubb Terms of Business',
      'Chubb Privacy Policy',
    ]);
    await scan();
  });
});
