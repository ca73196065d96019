import { type Locator } from '@playwright/test';
import {
  CAR_PATHS,
  driverAnswers,
  fillCarAboutYou,
  fillCarCoverWithNamedDriver,
  fillYourCar,
} from '../../support/car-journey';
import { expect, test } from '../../support/fixtures';
import { shot } from '../../support/screenshots';

/** '€1,234.56' or '-€338.00' as whole cents. */
const centsOf = (text: string) => {
  const amount = Math.round(Number(text.replace(/[€,\s]/g, '').replace('−', '-')) * 100);
  expect(Number.isNaN(amount), `an amount: '${text}'`).toBe(false);
  return amount;
};

/** Each row of a premium table: its name and amount in cents, in order. */
async function rowsOf(table: Locator): Promise<{ name: string; cents: number }[]> {
  const rows = table.locator('tbody tr');
  const found: { name: string; cents: number }[] = [];
  for (let index = 0; index < (await rows.count()); index += 1) {
    const row = rows.nth(index);
    found.push({
      name: (await row.getByRole('rowheader').innerText()).trim(),
      cents: centsOf(await row.getByRole('cell').innerText()),
    });
  }
  return found;
}

test.describe('a car worth more than Popular’s limit', () => {
  test.describe.configure({ timeout: 120_000 });

  test('is quoted at Prestige, which shows each extra’s price before Recalculate and a premium table that starts from the premium before discounts, while Popular says why it is not offered', async ({
    page,
    scan,
  }) => {
    // The form, with the car worth €60,000: more than Popular insures (€50,000), within
    // Prestige's €100,000.
    await page.goto(CAR_PATHS.getQuote);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Car Insurance Quote' }),
    ).toBeVisible();
    await fillCarAboutYou(page, driverAnswers());
    await page.getByRole('button', { name: 'Continue to Your car' }).click();
    await fillYourCar(page);
    await page.getByLabel('Value of the car (€)').fill('60000');
    await page.getByRole('button', { name: 'Continue to Your cover' }).click();
    await fillCarCoverWithNamedDriver(page);
    await page.getByRole('button', { name: 'Get your quote' }).click();

    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.terms}$`));
    await page.getByRole('button', { name: 'Click here' }).click();
    await page.getByRole('group', { name: 'Our terms' }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Your Quotes: Prestige priced; Popular not offered, with the reason and no button.
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.quotes}$`));
    const prestige = page.getByRole('article', { name: /^Prestige/ });
    const popular = page.getByRole('article', { name: /^Popular/ });
    await expect(prestige.getByText(/^€[\d,]+\.\d\d$/)).toBeVisible();
    await expect(popular.getByText('Not offered', { exact: true })).toBeVisible();
    await expect(
      popular.getByText(
        'Popular is not offered for a car worth more than €50,000. Prestige insures cars worth up to €100,000.',
      ),
    ).toBeVisible();
    await expect(popular.getByRole('button')).toHaveCount(0);
    await scan();
    await shot(page, 'car-quotes-prestige-only', { fullPage: true });
    await prestige.getByRole('button', { name: 'More info about Prestige' }).click();

    // View quote: every extra offered shows its price before anything is recalculated.
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.viewQuote}$`));
    await expect(page.getByText('for Prestige')).toBeVisible();
    const extras = page.getByRole('group', { name: 'Extras' });
    for (const [extra, price] of [
      ['Personal Protection Plus', '€30.00'],
      ['Additional Benefits Plus', '€45.00'],
    ]) {
      await expect(extras.getByRole('switch', { name: extra })).toHaveAccessibleDescription(
        new RegExp(`^${price} a year, before the government levy`),
      );
    }
    await expect(
      extras.getByRole('switch', { name: 'No Claims Discount Protection' }),
    ).toHaveAccessibleDescription(/^€[\d,]+\.\d\d a year, before the government levy/);
    await expect(page.getByRole('button', { name: 'Recalculate' })).toHaveCount(0);

    // The premium table starts from the premium before discounts and adds up to the single payment.
    const premium = page.getByRole('region', { name: 'Premium details' });
    const rows = await rowsOf(premium.getByRole('table').first());
    expect(rows[0]!.name).toBe('Premium before discounts');
    expect(rows[1]!.name).toBe('No claims discount');
    expect(rows[1]!.cents).toBeLessThan(0);
    const single = rows.at(-1)!;
    expect(single.name).toBe('Single payment');
    // The running totals ('After …') restate the sum so far; the other rows add up to the total.
    const added = rows
      .slice(0, -1)
      .filter((row) => !row.name.startsWith('After'))
      .reduce((sum, row) => sum + row.cents, 0);
    expect(added).toBe(single.cents);
    await scan();
    await shot(page, 'car-view-quote-prestige-only', { fullPage: true });
  });
});
