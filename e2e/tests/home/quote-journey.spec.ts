import { formatEuro, HOME_INSURER_NAMES, type HomeQuoteResponse } from '@wallet/domain';
import { expect, test } from '../../support/fixtures';
import {
  addressLookupField,
  HOME_PATHS,
  aboutYouAnswers,
  answerHouseholdQuestions,
  fillAboutYou,
  fillYourCover,
  fillYourHomeOwnerOccupier,
  holdQuoteRequest,
  lookUpEircode,
  next,
} from '../../support/home-journey';

/** '€1,234.56' as cents. */
function centsOf(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d.]/g, '');
  expect(digits, `an amount in '${text}'`).toMatch(/^\d+\.\d{2}$/);
  return Math.round(Number(digits) * 100);
}

test.describe('home quote journey', () => {
  test('a visitor gets two quotes, picks one, changes the excess, recalculates and is asked to sign in', async ({
    page,
    visit,
    scan,
    setFlag,
  }) => {
    // Seven pages, each checked with axe and the HTML checker: 36 s on a slow two-core machine.
    test.setTimeout(60_000);
    // home.md 4 'Proceed routing': with marketing off a visitor goes straight to the sign-in check.
    await setFlag('marketing_enabled', false);
    await visit(HOME_PATHS.aboutYou);
    await expect(page.getByRole('heading', { level: 1, name: 'Get Quotes' })).toBeVisible();
    await expect(page.getByText('All fields are mandatory unless stated otherwise.')).toBeVisible();
    await fillAboutYou(page, aboutYouAnswers({ address: 'eircode' }));
    await next(page, HOME_PATHS.yourHome);
    await scan();

    await fillYourHomeOwnerOccupier(page);
    await next(page, HOME_PATHS.yourCover);
    await scan();

    await fillYourCover(page);
    await page.getByRole('button', { name: 'Get your quote' }).click();
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.terms}$`));
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Questions about your household and the property',
      }),
    ).toBeVisible();
    await scan();
    // The page's own Back returns to the step before it, Your cover, as it was left.
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.yourCover}$`));
    await page.getByRole('button', { name: 'Get your quote' }).click();
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.terms}$`));

    await answerHouseholdQuestions(page);
    const held = await holdQuoteRequest(page);
    const quoted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/home/applied_home_quotes') &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Get your quote' }).click();
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.processing}$`));
    await expect(
      page.getByRole('heading', { name: 'Please wait, we are processing your quote for you' }),
    ).toBeVisible();
    await scan();
    held.release();
    const answer = (await (await quoted).json()) as HomeQuoteResponse;
    expect(answer.quotes.map((quote) => quote.insurer).sort()).toEqual(['FBD', 'RSA']);

    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.quotes}$`));
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    for (const name of Object.values(HOME_INSURER_NAMES)) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await scan();

    await page.getByRole('button', { name: `Select ${HOME_INSURER_NAMES.FBD}` }).click();
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.viewQuote}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your Quote' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: `Insurer: ${HOME_INSURER_NAMES.FBD}` }),
    ).toBeVisible();
    const breakdown = page.getByRole('table', { name: 'How your price is made up' });
    await expect(breakdown.getByRole('row').nth(1)).toBeVisible();
    const annual = page.locator('.home-totals dd').first();
    const monthly = page.locator('.home-totals dd').nth(1);
    const totals = page.locator('.home-totals');
    await expect(totals.getByText('Total annual premium')).toBeVisible();
    await expect(totals.getByText('Monthly premium')).toBeVisible();
    const annualBefore = centsOf(await annual.textContent());
    // home.md 2: the monthly price is the annual premium over 12, rounded up to the cent.
    expect(centsOf(await monthly.textContent())).toBe(Math.ceil(annualBefore / 12));
    const fbd = answer.quotes.find((quote) => quote.insurer === 'FBD');
    expect(await annual.textContent()).toBe(formatEuro(Math.round((fbd?.price ?? 0) * 100)));
    await expect(page.getByRole('button', { name: 'Proceed' })).toBeVisible();
    await scan();

    const excess = page.getByRole('radiogroup', { name: 'Policy excess' });
    await excess.getByRole('radio', { name: /1,000/ }).check({ force: true });
    await expect(page.getByRole('button', { name: 'Proceed' })).toBeHidden();
    // The price shown is marked out of date at the price, and Recalculate is in sight.
    await expect(page.getByText(/This price is for your earlier choices/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recalculate' })).toBeInViewport();
    await scan();
    await page.getByRole('button', { name: 'Recalculate' }).click();
    await expect(page.getByRole('button', { name: 'Proceed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recalculate' })).toBeHidden();
    await expect(annual).not.toHaveText(formatEuro(annualBefore));
    const annualAfter = centsOf(await annual.textContent());
    // A higher excess buys a lower premium.
    expect(annualAfter).toBeLessThan(annualBefore);
    expect(centsOf(await monthly.textContent())).toBe(Math.ceil(annualAfter / 12));

    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(/\/customer-login\/$/);
    await scan();
  });

  test('the Get Quotes page breaks no rule of the content security policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
        violations.push(message.text());
      }
    });
    await page.goto(HOME_PATHS.aboutYou);
    await lookUpEircode(page);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(
      page.locator('.error-summary').getByRole('heading', { name: 'There is a problem' }),
    ).toBeFocused();
    expect(violations).toEqual([]);
  });

  test('Next on an empty About you shows the error summary and gives it focus', async ({
    page,
    visit,
    scan,
  }) => {
    await visit(HOME_PATHS.aboutYou);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const summary = page.locator('.error-summary');
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
    await expect(summary.getByRole('link', { name: 'First name is required' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Date of birth is required' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.aboutYou}$`));
    await scan();

    await summary.getByRole('link', { name: 'First name is required' }).click();
    await expect(page.getByLabel('First name', { exact: true })).toBeFocused();
  });

  test('a reload on Your home keeps the answers given so far', async ({ page, visit, scan }) => {
    const answers = aboutYouAnswers({ address: 'manual', firstName: 'Ronan' });
    await visit(HOME_PATHS.aboutYou);
    await fillAboutYou(page, answers);
    await next(page, HOME_PATHS.yourHome);
    await page
      .getByLabel('Which best describes your ownership of the property?')
      .selectOption({ label: 'I own and live in this property' });
    await page.getByLabel('Year built').fill('1998');

    await page.reload();
    await scan();
    await expect(
      page.getByLabel('Which best describes your ownership of the property?'),
    ).toHaveValue('ownLive');
    await expect(page.getByLabel('Year built')).toHaveValue('1998');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.aboutYou}$`));
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ronan');
    await expect(page.getByLabel('Email address')).toHaveValue(answers.email);
    await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue(answers.dob);
    await expect(addressLookupField(page)).toHaveValue(/14 Seaview Terrace/);
  });
});
