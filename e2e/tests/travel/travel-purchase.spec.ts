import {
  TRAVEL_DECLARATION_DENIED,
  TRIP_TYPES,
  TRIP_TYPE_LABELS,
  YOUR_TRAVEL_COVER_MESSAGES,
} from '@wallet/domain';
import { fillSignUp, justBeforeNow, latestCode } from '../../support/accounts';
import { TEST_CARD, fillCard, passChallenge, purchasedPolicy } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { shot } from '../../support/screenshots';
import { displayDate, yearsAgo } from '../../support/home-journey';
import {
  TRAVEL_PATHS,
  fillTravelAboutYou,
  openCard,
  quoteFamilyTrip,
  quoteTotal,
  travellerAnswers,
} from '../../support/travel-journey';

test.describe('buying travel cover', () => {
  // The journey quotes, signs up, pays and waits for the policy: more than the default 30 s.
  test.describe.configure({ timeout: 150_000 });

  test('a visitor quotes a family ski trip, upgrades to Annual Multi-Trip, signs up, pays through 3-D Secure and finds the policy', async ({
    page,
    request,
    scan,
    setFlag,
  }) => {
    await setFlag('marketing_enabled', true);
    await setFlag('bind_upload_enabled', false);
    const answers = travellerAnswers({ firstName: 'Aoife', lastName: 'Brennan' });

    await page.goto(TRAVEL_PATHS.getQuote);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Travel Insurance Quote' }),
    ).toBeVisible();
    await expect(page.getByRole('complementary', { name: /10% off/ })).toBeVisible();
    await scan();
    await quoteFamilyTrip(page, answers);
    await scan();
    await shot(page, 'travel-quote');

    // The quote screen: the single trip's price, then the Annual Multi-Trip switch re-prices it.
    const singleTripPrice = (await quoteTotal(page).textContent())?.trim() ?? '';
    expect(singleTripPrice).toMatch(/^€\d+\.\d{2}$/);
    await expect(page.getByRole('table', { name: 'What you are covered for' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Before You Proceed' })).toBeVisible();
    await page.getByRole('switch', { name: 'Upgrade to Annual Multi-Trip' }).check({ force: true });
    await expect(page.getByRole('heading', { level: 2, name: 'Annual Multi-Trip' })).toBeVisible();
    await expect(quoteTotal(page)).not.toHaveText(singleTripPrice);
    const multiTripPrice = (await quoteTotal(page).textContent())?.trim() ?? '';
    expect(multiTripPrice).toMatch(/^€\d+\.\d{2}$/);
    await expect(page.getByRole('textbox', { name: 'Policy start date' })).toBeVisible();
    await scan();

    // The declaration, confirmed; then marketing consent and the sign-in check.
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(new RegExp(`${TRAVEL_PATHS.declaration}$`));
    await scan();
    await page.getByRole('radio', { name: 'Yes, I confirm' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${TRAVEL_PATHS.consent}$`));
    await scan();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // An e-mail with no account goes straight to Sign Up, which brings the visitor back to the
    // travel payment.
    await expect(page).toHaveURL(/\/signup\/$/);
    await fillSignUp(page, answers);
    const since = justBeforeNow();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/verifyEmail\/$/);
    await page
      .getByLabel('Verification code')
      .fill(await latestCode(request, answers.email, since));
    await page.getByRole('button', { name: 'Confirm' }).click();

    // Payment: card only, at the Annual Multi-Trip price, through the bank's 3-D Secure check.
    await expect(page).toHaveURL(new RegExp(`${TRAVEL_PATHS.payment}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /direct debit/ })).toHaveCount(0);
    // Card only: the one way to pay shows as a chosen radio card, not as a second blue button.
    await expect(page.getByRole('radio', { name: `Pay by card ${multiTripPrice}` })).toBeChecked();
    await expect(page.getByRole('main')).toContainText(multiTripPrice);
    // What is bought, before Buy: the trip as upgraded, and the documents to read first.
    const summary = page.getByRole('region', { name: 'Your quote' });
    await expect(summary.getByText(TRIP_TYPE_LABELS[TRIP_TYPES.annualMultiTrip])).toBeVisible();
    await expect(summary.getByText('You and family (2 children)')).toBeVisible();
    const before = page.getByRole('region', { name: 'Before you buy' });
    await expect(before.getByText(/within 14 working days/)).toBeVisible();
    const benefits = before.getByRole('link', {
      name: 'Schedule of Benefits (PDF, opens in a new tab)',
    });
    const benefitsPdf = await page.request.get((await benefits.getAttribute('href')) ?? '');
    expect(benefitsPdf.headers()['content-type']).toBe('application/pdf');
    await scan();
    await shot(page, 'travel-payment');
    await page.getByLabel('Name on card').fill('Aoife Brennan');
    await fillCard(page, TEST_CARD.challenge);
    const buy = page.getByRole('button', { name: /^Buy/ });
    await expect(buy).toBeEnabled();
    await buy.click();
    await passChallenge(page);
    await expect(page).toHaveURL(new RegExp(`${TRAVEL_PATHS.thankYou}$`));
    const policy = await purchasedPolicy(page);
    await scan();
    await shot(page, 'travel-thank-you');

    // The certificate opens as a PDF from the policy's documents.
    await page.getByRole('link', { name: 'View documents' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Travel Documents' })).toBeVisible();
    await expect(page.getByText(`Policy Code ${policy.number}`)).toBeVisible();
    await scan();
    const certificate = page.getByRole('link', { name: /^Open Travel Insurance Certificate/ });
    const href = (await certificate.getAttribute('href')) ?? '';
    const [popup] = await Promise.all([page.waitForEvent('popup'), certificate.click()]);
    await popup.close();
    // The link opens only in this browser (its cookie): read it as the tab did.
    const pdf = await page.request.get(href);
    expect(pdf.ok()).toBe(true);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Manage My Insurance: the travel list, the policy, medical assistance and claims.
    await page.goto('/manage');
    await page
      .getByRole('list', { name: 'Products' })
      .getByRole('link', { name: 'Travel' })
      .click();
    await expect(page).toHaveURL(/\/manage\/viewMultiplePolicies\/travel$/);
    const row = page.getByRole('button', { name: new RegExp(`^Policy Code ${policy.number}`) });
    await scan();
    await row.click();
    await expect(page).toHaveURL(/\/manage\/product\/travel$/);
    await shot(page, 'travel-policy');
    for (const action of [
      'View documents',
      'Medical assistance',
      'Submit a claim',
      'Amend my policy',
    ]) {
      await expect(page.getByRole('link', { name: action })).toBeVisible();
    }
    await scan();
    await page.getByRole('link', { name: 'Submit a claim' }).click();
    await expect(page.getByText('Travel claims must be made within thirty days.')).toBeVisible();
    await scan();
  });

  test('a denied declaration: cover cannot be offered, and the number to call', async ({
    page,
    scan,
  }) => {
    await quoteFamilyTrip(page);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(new RegExp(`${TRAVEL_PATHS.declaration}$`));
    await page.getByRole('radio', { name: 'No, I cannot confirm' }).check();
    await expect(page.getByRole('alert')).toHaveText(TRAVEL_DECLARATION_DENIED);
    await expect(page.getByRole('link', { name: /^Call us/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await scan();
  });

  test('car hire excess is not offered to a traveller aged 80', async ({ page, scan }) => {
    await page.goto(TRAVEL_PATHS.getQuote);
    await fillTravelAboutYou(page, travellerAnswers({ dob: displayDate(yearsAgo(80)) }));
    await openCard(page, 'Your trip');
    await page.getByRole('radio', { name: 'Europe excluding Albania' }).check();
    await openCard(page, 'Your cover');
    await expect(page.getByText(YOUR_TRAVEL_COVER_MESSAGES.carHireAgeNotice)).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Would you like car hire excess cover?' }),
    ).toHaveCount(0);
    await scan();
  });
});
