import { firstCollectionDate, isoToDisplayDate } from '@wallet/domain';
import type { Locator, Page } from '@playwright/test';
import { createVerifiedAccount, submitLogin } from '../../support/accounts';
import {
  CAR_PATHS,
  driverAnswers,
  fillCarAboutYou,
  fillCarCoverWithNamedDriver,
  fillYourCar,
  inDays,
} from '../../support/car-journey';
import {
  DEMO_IBAN,
  TEST_CARD,
  fillCard,
  passChallenge,
  purchasedPolicy,
} from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { displayDate } from '../../support/home-journey';
import { shot } from '../../support/screenshots';

/** '€1,234.56' in cents. */
const centsOf = (euro: string) => Math.round(Number(euro.replace(/[€,]/g, '')) * 100);

/** The definition of a term in a list of facts. */
const factOf = (scope: Locator, term: string) =>
  scope
    .locator('div', { has: scope.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

/** The car form, the terms and the quotes, to Prestige's view quote, for a signed-in customer. */
async function quoteCarToPayment(page: Page, email: string) {
  await page.goto(CAR_PATHS.getQuote);
  await expect(page.getByRole('heading', { level: 1, name: 'Car Insurance Quote' })).toBeVisible();
  await fillCarAboutYou(page, driverAnswers({ email }));
  await page.getByRole('button', { name: 'Continue to Your car' }).click();
  await fillYourCar(page);
  await page.getByRole('button', { name: 'Continue to Your cover' }).click();
  await fillCarCoverWithNamedDriver(page);
  await page.getByRole('button', { name: 'Get your quote' }).click();
  await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.terms}$`));
  await page.getByRole('button', { name: 'Click here' }).click();
  await page.getByRole('group', { name: 'Our terms' }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.quotes}$`));
  await page.getByRole('button', { name: 'More info about Prestige' }).click();
  await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.viewQuote}$`));
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.payment}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

test.describe('one premium, and the plan told as such', () => {
  // The journey quotes, pays through 3-D Secure and waits for the policy.
  test.describe.configure({ timeout: 180_000 });

  test('a car bought monthly: the payment page says what monthly costs more, the thank-you page what was taken and comes next, the policy page the annual premium and the plan', async ({
    page,
    request,
    scan,
    setFlag,
  }) => {
    await setFlag('marketing_enabled', false);
    await setFlag('bind_upload_enabled', false);
    const { email } = await createVerifiedAccount(request, 'premium-and-plan');
    await page.goto('/login');
    await submitLogin(page, email);
    await expect(page).toHaveURL(/\/wallet$/);
    await quoteCarToPayment(page, email);

    // Payment: the annual premium, and beside the monthly choice its charge and its total.
    const summary = page.getByRole('region', { name: 'Your quote' });
    const annual = (await factOf(summary, 'Annual premium').textContent())?.trim() ?? '';
    expect(annual).toMatch(/^€[\d,]+\.\d{2}$/);
    const monthly = page.getByRole('radio', { name: /^Pay monthly by direct debit/ });
    const costText =
      (await page.getByText(/more than paying at once: €[\d,]+\.\d{2} in all/).textContent()) ?? '';
    const cost = /(€[\d,]+\.\d{2}) more than paying at once: (€[\d,]+\.\d{2}) in all/.exec(
      costText,
    );
    expect(cost, costText).not.toBeNull();
    // Said as part of the choice itself, not beside it only for the eye.
    await expect(monthly).toHaveAccessibleName(new RegExp(`${cost![0].replace(/[.]/g, '\\.')}$`));
    const [, charge, total] = cost!;
    expect(centsOf(total!) - centsOf(annual)).toBe(centsOf(charge!));
    expect(centsOf(charge!)).toBeGreaterThan(0);
    const deposit =
      /A deposit of (€[\d,]+\.\d{2}) by card, then \d+ monthly payments of (€[\d,]+\.\d{2})/.exec(
        (await page
          .getByText(/^A deposit of €/)
          .first()
          .textContent()) ?? '',
      );
    expect(deposit).not.toBeNull();
    const [, depositEuro, instalmentEuro] = deposit!;
    await monthly.check();
    await scan();
    await shot(page, 'premium-and-plan-payment', { fullPage: true });

    await page.getByLabel('Name on card').fill('Niamh Sullivan');
    await fillCard(page, TEST_CARD.challenge);
    await page.getByLabel('IBAN').fill(DEMO_IBAN);
    await page
      .getByRole('checkbox', {
        name: 'I confirm I am the account holder and I accept the direct debit mandate',
      })
      .check();
    await page.getByRole('button', { name: `Buy and pay the ${depositEuro} deposit` }).click();
    await passChallenge(page);
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.thankYou}$`));
    const policy = await purchasedPolicy(page);

    // Thank you: what was taken (the deposit, today) and what comes next (the first debit).
    const startIso = inDays(7).split('/').reverse().join('-');
    const firstDebit = isoToDisplayDate(
      firstCollectionDate(startIso, Number(startIso.slice(8)), 2),
    )!;
    const today = displayDate(new Date());
    const expected: [string, string][] = [
      ['Annual premium', annual],
      ['Total paid monthly', total!],
      ['Charge for paying monthly', charge!],
      ['Deposit paid by card', `${depositEuro} on ${today}`],
      ['First direct debit', `${instalmentEuro} on ${firstDebit}`],
    ];
    const payment = page.getByRole('region', { name: 'Your payment' });
    for (const [term, value] of expected) {
      await expect(factOf(payment, term)).toHaveText(value);
    }
    await expect(
      page.getByText(`Your first direct debit, ${instalmentEuro} on ${firstDebit}`),
    ).toBeVisible();
    await scan();
    await shot(page, 'premium-and-plan-thank-you', { fullPage: true });

    // The policy's page: the annual premium, then the plan, its total and charge.
    await page.goto('/manage');
    await page.getByRole('list', { name: 'Products' }).getByRole('link', { name: 'Car' }).click();
    await expect(page).toHaveURL(/\/manage\/viewMultiplePolicies\/car$/);
    await page.getByRole('button', { name: new RegExp(`^Policy Code ${policy.number}`) }).click();
    await expect(page).toHaveURL(/\/manage\/product\/car$/);
    const facts = page.getByRole('region', { name: 'Your policy' });
    for (const [term, value] of expected) {
      await expect(factOf(facts, term)).toHaveText(value);
    }
    await scan();
    await shot(page, 'premium-and-plan-policy', { fullPage: true });
  });
});
