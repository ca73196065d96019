import { GADGET_MESSAGES, GADGET_INSURER, gadgetPremiumCents } from '@wallet/domain/test-product';
import { DEMO_CUSTOMER } from '../support/environment';
import { TEST_CARD, fillCard, purchasedPolicy } from '../support/checkout';
import { expect, test } from '../support/fixtures';

/** The test-only product's addresses: its own pages, then the shared checkout's. */
const GADGET_PATHS = {
  product: '/wallet/product/gadget',
  getQuote: '/wallet/getgenericquote/gadget',
  quote: '/wallet/viewQuote/gadget',
  consent: '/wallet/consent/gadget',
  payment: '/wallet/makePayment/gadget',
  thankYou: '/wallet/paymentthankyou/gadget',
  policies: '/manage/viewMultiplePolicies/gadget',
  policy: '/manage/product/gadget',
} as const;

const at = (path: string) => new RegExp(`${path}$`);

/** €1,234.50, as the app writes amounts. */
const euro = (cents: number) =>
  `€${Math.trunc(cents / 100).toLocaleString('en-IE')}.${String(cents % 100).padStart(2, '0')}`;

test.describe('the test-only product joins through the product lists', () => {
  // The journey quotes, pays and waits for the policy: more than the default 30 s.
  test.describe.configure({ timeout: 120_000 });

  test('the demo customer quotes and buys gadget cover and finds the policy in the wallet and Manage My Insurance', async ({
    page,
    scan,
    signIn,
    setFlag,
  }) => {
    await setFlag('marketing_enabled', true);
    await signIn(DEMO_CUSTOMER.email);

    // The wallet's Gadget tile opens the product page, with its Get Quotes.
    await page
      .getByRole('list', { name: 'Products' })
      .getByRole('link', { name: 'Gadget' })
      .click();
    await expect(page).toHaveURL(at(GADGET_PATHS.product));
    await expect(page.getByRole('heading', { level: 1, name: 'Gadget Insurance' })).toBeVisible();
    await scan();
    await page.getByRole('link', { name: 'Get Quotes' }).click();

    // The one form step: an empty form, then a value out of range, each said in the summary and
    // beside the field.
    await expect(page).toHaveURL(at(GADGET_PATHS.getQuote));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Get a gadget insurance quote' }),
    ).toBeVisible();
    await scan();
    const getQuote = page.getByRole('button', { name: 'Get your quote' });
    await getQuote.click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary.getByRole('link', { name: GADGET_MESSAGES.deviceRequired })).toBeVisible();
    await page.getByRole('radio', { name: 'Laptop' }).check();
    const value = page.getByRole('textbox', { name: 'What the gadget cost' });
    await value.fill('50');
    await getQuote.click();
    await expect(summary.getByRole('link', { name: GADGET_MESSAGES.valueRange })).toBeVisible();
    await expect(summary.getByRole('link')).toHaveCount(1);
    await expect(value).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#gadget-value-eur-error')).toContainText(GADGET_MESSAGES.valueRange);
    await expect(page).toHaveTitle(/^Error: /);
    await scan();

    // The price: 8% of the value a year.
    await value.fill('1200');
    await expect(value).toHaveValue('1,200');
    await getQuote.click();
    await expect(page).toHaveURL(at(GADGET_PATHS.quote));
    const price = euro(gadgetPremiumCents(1200));
    await expect(page.getByRole('heading', { level: 1, name: 'Your gadget quote' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(price);
    await expect(page.getByText(GADGET_INSURER.name)).toBeVisible();
    await scan();

    // Consent, then the shared payment page: card only, at the quote's price.
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(at(GADGET_PATHS.consent));
    await scan();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(at(GADGET_PATHS.payment));
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /direct debit/ })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: `Pay by card ${price}` })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Your quote' })).toContainText('Laptop');
    await scan();
    await page.getByLabel('Name on card').fill('Aoife Brennan');
    await fillCard(page, TEST_CARD.visa);
    const buy = page.getByRole('button', { name: /^Buy/ });
    await expect(buy).toBeEnabled();
    await buy.click();

    // The thank-you page names the new policy.
    await expect(page).toHaveURL(at(GADGET_PATHS.thankYou));
    const policy = await purchasedPolicy(page);
    await scan();

    // The wallet lists the policy with the others.
    await page.goto('/wallet');
    // (Each width's run buys one: the second finds the first's too.)
    const gadgetCard = page
      .getByRole('region', { name: 'Your policies' })
      .getByRole('region', { name: 'Gadget Insurance' })
      .filter({ hasText: policy.number });
    await expect(gadgetCard).toBeVisible();
    await scan();

    // Manage My Insurance: the gadget list, then the policy's page.
    await page.goto('/manage');
    await scan();
    await page
      .getByRole('list', { name: 'Products' })
      .getByRole('link', { name: 'Gadget' })
      .click();
    await expect(page).toHaveURL(at(GADGET_PATHS.policies));
    const row = page.getByRole('button', { name: new RegExp(`^Policy Number ${policy.number}`) });
    await expect(row).toContainText(`Reference ${policy.reference}`);
    await scan();
    await row.click();
    await expect(page).toHaveURL(at(GADGET_PATHS.policy));
    for (const action of ['Submit a claim', 'Amend my policy']) {
      await expect(page.getByRole('link', { name: action })).toBeVisible();
    }
    await scan();
  });
});
