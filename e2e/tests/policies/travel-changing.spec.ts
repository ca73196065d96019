import {
  TEST_CARD,
  fillCard,
  openPolicyPage,
  purchasedPolicy,
  signUpFromForceLogin,
} from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { displayDate, yearsAgo } from '../../support/home-journey';
import { shot } from '../../support/screenshots';
import {
  TRAVEL_PATHS,
  fillTravelAboutYou,
  fillTravelCover,
  inDays,
  travellerAnswers,
} from '../../support/travel-journey';

test.describe('changing a travel policy', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a travel customer adds a partner, then makes the trip annual multi-trip, each priced first', async ({
    page,
    request,
    scan,
    setFlag,
  }) => {
    await setFlag('marketing_enabled', true);
    await setFlag('bind_upload_enabled', false);
    const answers = travellerAnswers({ firstName: 'Aoife', lastName: 'Nolan' });

    // A week in Austria for Aoife alone, bought by card as a new customer.
    await page.goto(TRAVEL_PATHS.getQuote);
    await fillTravelAboutYou(page, answers);
    await page.getByRole('button', { name: 'Continue to Your trip' }).click();
    await page.getByRole('radio', { name: 'Single Trip' }).check();
    await page.getByLabel('Travel start date').fill(inDays(20));
    await page.getByLabel('Return date').fill(inDays(27));
    await page.getByRole('radio', { name: 'Europe excluding Albania' }).check();
    await page.getByLabel('Destination country').selectOption('Austria');
    await page.getByRole('radio', { name: 'You', exact: true }).check();
    await page.getByRole('button', { name: 'Continue to Your cover' }).click();
    await fillTravelCover(page, { winterSports: false, carHire: false, business: false });
    await page.getByRole('button', { name: 'Get your quote' }).click();
    await expect(page).toHaveURL(new RegExp(`${TRAVEL_PATHS.quote}$`));
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('radio', { name: 'Yes, I confirm' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${TRAVEL_PATHS.consent}$`));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await signUpFromForceLogin(page, request, answers, { paymentPath: TRAVEL_PATHS.payment });
    await page.getByLabel('Name on card').fill('Aoife Nolan');
    await fillCard(page, TEST_CARD.visa);
    await page.getByRole('button', { name: /^Buy/ }).click();
    await expect(page).toHaveURL(new RegExp(`${TRAVEL_PATHS.thankYou}$`));
    const policy = await purchasedPolicy(page);

    // The policy's page: Change my policy, beside Amend my policy.
    await openPolicyPage(page, 'travel', policy.number);
    await page.getByRole('link', { name: 'Change my policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change your policy' })).toBeVisible();
    await expect(page.getByText('Cover for: You.')).toBeVisible();
    await scan();
    await shot(page, 'travel-change-step-1');

    // The quote's own rule, before any call: the partner's name and date of birth are needed.
    await page.getByLabel('Add your partner to the cover').check();
    await page.getByRole('button', { name: 'Get my new price' }).click();
    await expect(page.locator('.error-summary').getByRole('link')).toHaveText([
      "Partner's first name: First name is required",
      "Partner's surname: Surname is required",
      "Partner's date of birth: Date of birth is required",
    ]);
    await scan();

    const partner = page.getByRole('group', { name: 'Your partner' });
    await partner.getByLabel("Partner's first name").fill('Cian');
    await partner.getByLabel("Partner's surname").fill('Nolan');
    const born = displayDate(yearsAgo(43));
    await partner.getByLabel("Partner's date of birth").fill(born);
    await page.getByRole('button', { name: 'Get my new price' }).click();

    await expect(page.getByRole('heading', { name: 'Your new price' })).toBeVisible();
    await expect(page.getByText(`Cian Nolan, born ${born}`)).toBeVisible();
    await expect(page.getByText('You and partner')).toBeVisible();
    // Bought for a trip not yet begun: the change counts from the first day, for every day.
    const costs = page.getByText(
      /^This change costs €[\d,]+\.\d\d for the rest of your policy \(8 of 8 days\)\.$/,
    );
    await expect(costs).toBeVisible();
    await scan();
    await shot(page, 'travel-change-step-2');
    const amount = /€[\d,]+\.\d\d/.exec((await costs.textContent()) ?? '')![0];
    await page.getByRole('radio', { name: `Pay ${amount} now by card` }).check();
    await page.getByLabel('Name on card').fill('Aoife Nolan');
    await fillCard(page, TEST_CARD.visa);
    await page.getByRole('button', { name: 'Make this change' }).click();

    await expect(page.getByRole('heading', { name: 'Your policy is changed' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(`We have taken ${amount} from your card.`)).toBeVisible();
    await scan();
    await shot(page, 'travel-change-done');

    // The reissued certificate is the endorsement schedule, in the policy's documents.
    await page.getByRole('link', { name: 'View your policy documents' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Travel Documents' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Endorsement schedule (version 2)' }),
    ).toBeVisible();
    await scan();

    // A second change on the same policy: the single trip made annual multi-trip, its cover a
    // year from the trip's first day, priced before it is made.
    await openPolicyPage(page, 'travel', policy.number);
    await page.getByRole('link', { name: 'Change my policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change your policy' })).toBeVisible();
    await expect(page.getByText('Cover for: You and partner.')).toBeVisible();
    const tripStart = inDays(20);
    await expect(page.getByText(`Single Trip, ${tripStart} to ${inDays(27)}.`)).toBeVisible();
    const hint = page.getByText(/Your cover would run to \d\d\/\d\d\/\d{4}\.$/);
    const annualEnd = /\d\d\/\d\d\/\d{4}/.exec((await hint.textContent()) ?? '')![0];
    await page.getByLabel('Upgrade to Annual Multi-Trip').check();
    await page.getByRole('button', { name: 'Get my new price' }).click();

    await expect(page.getByRole('heading', { name: 'Your new price' })).toBeVisible();
    const lines = page.locator('.change-line');
    // Each line reads 'before becomes after' (the arrow is hidden from assistive technology).
    await expect(lines.filter({ hasText: 'Cover type' })).toContainText(
      /Single Trip\W+becomes\s+Annual Multi-Trip/,
    );
    await expect(lines.filter({ hasText: 'Cover ends' })).toContainText(
      new RegExp(`${inDays(27)}\\W+becomes\\s+${annualEnd}`),
    );
    const annualCosts = page.getByText(
      /^This change costs €[\d,]+\.\d\d for the rest of your policy \(\d+ of \d+ days\)\.$/,
    );
    await expect(annualCosts).toBeVisible();
    await scan();
    await shot(page, 'travel-change-annual-price');
    const annualAmount = /€[\d,]+\.\d\d/.exec((await annualCosts.textContent()) ?? '')![0];
    await page.getByRole('radio', { name: `Pay ${annualAmount} now by card` }).check();
    await page.getByLabel('Name on card').fill('Aoife Nolan');
    await fillCard(page, TEST_CARD.visa);
    await page.getByRole('button', { name: 'Make this change' }).click();
    await expect(page.getByRole('heading', { name: 'Your policy is changed' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(`We have taken ${annualAmount} from your card.`)).toBeVisible();

    // The policy now stands as annual multi-trip to its new last day.
    await openPolicyPage(page, 'travel', policy.number);
    await page.getByRole('link', { name: 'Change my policy' }).click();
    await expect(page.getByText(`Annual Multi-Trip, ${tripStart} to ${annualEnd}.`)).toBeVisible();
    await expect(page.getByLabel('Upgrade to Annual Multi-Trip')).toHaveCount(0);
    await scan();
  });
});
