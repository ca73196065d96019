import { HOME_INSURER_NAMES, MESSAGES, PRODUCT_LABELS } from '@wallet/domain';
import { uniqueEmail } from '../../support/accounts';
import {
  CHECKOUT_PATHS,
  TEST_CARD,
  cardFrame,
  fillCard,
  purchasedPolicy,
  quoteHome,
  signUpFromForceLogin,
} from '../../support/checkout';
import { E2E_BASE_URL } from '../../support/environment';
import { expect, test } from '../../support/fixtures';
import { shot } from '../../support/screenshots';
import { HOME_PATHS, aboutYouAnswers, displayDate } from '../../support/home-journey';

/** A date as people type it: day and month without leading zeros, a two-digit year. */
function looselyTyped(date: Date): string {
  return `${date.getDate()}-${date.getMonth() + 1}-${String(date.getFullYear()).slice(2)}`;
}

test.describe('a first purchase as a customer on a phone meets it', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a visitor starts from the Home tile, types dates loosely, goes Back from the quote and from payment, signs up as Seán Ó Súilleabháin-O’Brien with the quote’s details prefilled, reads the summary before paying, pays with the expiry typed 0929, and finds the policy on the landing page', async ({
    page,
    request,
    scan,
    setFlag,
  }) => {
    await setFlag('marketing_enabled', true);
    await setFlag('bind_upload_enabled', false);
    const email = uniqueEmail('first-purchase');
    const person = { firstName: 'Seán', lastName: "Ó Súilleabháin-O'Brien", email };
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);

    // The way in: the Home tile under 'Tap an icon to get started' opens Get Quotes at once.
    await page.goto('/wallet');
    await expect(page.getByText(MESSAGES.tapToStart)).toBeVisible();
    await scan();
    await quoteHome(page, aboutYouAnswers({ ...person, dob: '14-7-88' }), 'RSA', {
      start: () =>
        page
          .getByRole('list', { name: 'Products' })
          .getByRole('link', { name: PRODUCT_LABELS.home })
          .click(),
      startDate: looselyTyped(tomorrow),
      filled: async (step) => {
        // Each loosely typed date shows as the form understood it.
        if (step === 'aboutYou') {
          await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue('14/07/1988');
        } else {
          await page.getByLabel('Rebuild cost (€)').focus();
          await expect(page.getByLabel('Policy start date')).toHaveValue(displayDate(tomorrow));
        }
      },
    });
    await shot(page, 'view-quote');
    // The excess amounts are a grid of equal buttons whose rows line up (two rows on a phone).
    const excessBoxes = await page
      .getByRole('radiogroup', { name: 'Policy excess' })
      .locator('.button-group__option')
      .evaluateAll((options) =>
        options.map((option) => {
          const box = option.getBoundingClientRect();
          return {
            top: Math.round(box.top),
            left: Math.round(box.left),
            width: Math.round(box.width),
          };
        }),
      );
    const rows = new Map<number, typeof excessBoxes>();
    for (const box of excessBoxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
    expect(rows.size).toBe(page.viewportSize()!.width < 720 ? 2 : 1);
    expect(new Set(excessBoxes.map((box) => box.width)).size).toBe(1);
    const columnsOf = (row: typeof excessBoxes) => row.map((box) => box.left).join();
    expect(new Set([...rows.values()].map(columnsOf)).size).toBe(1);

    // Back from the quote returns to the comparison, the choice marked: not to About you.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.quotes}$`));
    const rsaCard = page.getByRole('article', { name: new RegExp(HOME_INSURER_NAMES.RSA) });
    await expect(rsaCard.getByText('Your choice')).toBeVisible();
    const fbdCard = page.getByRole('article', { name: HOME_INSURER_NAMES.FBD });
    await expect(
      fbdCard.getByText('No claim discount protection plus').locator('xpath=following-sibling::*'),
    ).toHaveText('Not offered');
    await expect(fbdCard.getByText(/unused part of your premium is refunded/)).toBeVisible();
    await scan();
    await shot(page, 'multiple-quotes');

    await rsaCard.getByRole('button', { name: `Select ${HOME_INSURER_NAMES.RSA}` }).click();
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.viewQuote}$`));
    const assist = page.getByRole('switch', { name: 'Home emergency assist' });
    await expect(assist).toHaveAccessibleDescription(/^\+€\d+\.\d\d a year$/);
    await assist.click({ force: true });
    await expect(page.getByText(/This price is for your earlier choices/)).toBeVisible();
    const recalculate = page.getByRole('button', { name: 'Recalculate' });
    await expect(recalculate).toBeInViewport();
    await scan();
    await shot(page, 'view-quote-out-of-date');
    await recalculate.click();
    await page.getByRole('button', { name: 'Proceed' }).click();

    await expect(page).toHaveURL(new RegExp(`${CHECKOUT_PATHS.consent}$`));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await signUpFromForceLogin(page, request, person, { prefilled: true });

    // Back from payment: not the verification page or an empty sign-up form, but the screen
    // before the sign-in check; Forward returns to payment.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${CHECKOUT_PATHS.consent}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Keeping in touch' })).toBeVisible();
    await expect(page.getByText(/We have sent a verification code/)).toHaveCount(0);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${CHECKOUT_PATHS.payment}$`));

    // The summary before paying.
    const summary = page.getByRole('region', { name: 'Your quote' });
    await expect(summary.getByText('Address', { exact: true })).toBeVisible();
    await expect(summary.getByText('Buildings and contents')).toBeVisible();
    await expect(summary.getByText('Home emergency assist')).toBeVisible();
    await expect(summary.getByText(/^Included \(€\d+\.\d\d a year\)$/)).toBeVisible();
    const before = page.getByRole('region', { name: 'Before you buy' });
    await expect(before.getByText(/within 14 working days/)).toBeVisible();
    await expect(
      before.getByText('You are at least 18 years old on the day your cover starts.'),
    ).toBeVisible();
    for (const name of ['Summary of Terms', 'Product Information Document']) {
      const link = before.getByRole('link', { name: `${name} (PDF, opens in a new tab)` });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/insurer=RSA$/);
      const document = await request.get(`${E2E_BASE_URL}${href}`);
      expect(document.headers()['content-type']).toBe('application/pdf');
      expect((await document.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const buy = page.getByRole('button', { name: /^Buy for €\d+\.\d\d$/ });
    await scan();
    await shot(page, 'payment');

    await page.getByLabel('Name on card').fill(`${person.firstName} ${person.lastName}`);
    // The expiry as people type it, without its slash: the field writes it as MM/YY.
    await fillCard(page, TEST_CARD.visa, '0929');
    await expect(cardFrame(page).getByLabel('Expiry date (MM/YY)')).toHaveValue('09/29');
    await expect(buy).toBeEnabled();
    await buy.click();
    await expect(page).toHaveURL(new RegExp(`${CHECKOUT_PATHS.thankYou}$`));
    const policy = await purchasedPolicy(page);
    await expect(page.getByText(/Your policies on the wallet’s Home page/)).toBeVisible();
    await scan();
    await shot(page, 'thank-you');

    // The landing page shows the policy with its documents, and offers no resume of the quote.
    await page.getByRole('link', { name: 'Back to wallet' }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    const policies = page.getByRole('region', { name: 'Your policies' });
    await expect(policies.getByText(policy.number, { exact: true })).toBeVisible();
    await expect(
      policies.getByRole('link', { name: `View documents of Home Insurance ${policy.number}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Continue with your latest Home quote' }),
    ).toHaveCount(0);
    await scan();
    await shot(page, 'landing-with-policy');
  });

  test('error-summary links are the error colour in an account form and in a quote step alike', async ({
    page,
  }) => {
    await page.goto('/signup/');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const colourOf = async () =>
      page
        .locator('.error-summary a')
        .first()
        .evaluate((link) => getComputedStyle(link).color);
    const inAccountForm = await colourOf();
    await page.goto(HOME_PATHS.aboutYou);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(
      page.locator('.error-summary').getByRole('heading', { name: 'There is a problem' }),
    ).toBeFocused();
    expect(await colourOf()).toBe(inAccountForm);
    // The theme's error red, #c62828.
    expect(inAccountForm).toBe('rgb(198, 40, 40)');
  });
});
