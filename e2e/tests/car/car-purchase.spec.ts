import { CAR_TERMS_MESSAGES } from '@wallet/domain';
import {
  CAR_PATHS,
  driverAnswers,
  fillCarAboutYou,
  fillCarCoverWithNamedDriver,
  fillYourCar,
} from '../../support/car-journey';
import {
  DEMO_IBAN,
  TEST_CARD,
  fillCard,
  passChallenge,
  purchasedPolicy,
  signUpFromForceLogin,
} from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { shot } from '../../support/screenshots';

test.describe('buying car cover', () => {
  // The journey quotes, signs up, pays and waits for the policy: more than the default 30 s.
  test.describe.configure({ timeout: 180_000 });

  test('a visitor finds the car by its registration, names a driver with penalty points, accepts the terms with Click here, adds NCD protection to Prestige, signs up, pays monthly with a deposit through 3-D Secure and opens the certificate', async ({
    page,
    request,
    scan,
    setFlag,
  }) => {
    await setFlag('marketing_enabled', true);
    await setFlag('bind_upload_enabled', false);
    const answers = driverAnswers();

    // The form: About you, Your car (found by its registration), Your cover with a named driver.
    await page.goto(CAR_PATHS.getQuote);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Car Insurance Quote' }),
    ).toBeVisible();
    await scan();
    await fillCarAboutYou(page, answers);
    await page.getByRole('button', { name: 'Continue to Your car' }).click();
    await fillYourCar(page);
    await scan();
    await shot(page, 'car-your-car');
    await page.getByRole('button', { name: 'Continue to Your cover' }).click();
    await fillCarCoverWithNamedDriver(page);
    await scan();
    await shot(page, 'car-your-cover', { fullPage: true });
    await page.getByRole('button', { name: 'Get your quote' }).click();

    // The terms: each unanswered question says Please select; Click here answers all four Yes.
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.terms}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Acceptance of our Terms and conditions' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(CAR_TERMS_MESSAGES.select).first()).toBeVisible();
    await scan();
    await page.getByRole('button', { name: 'Click here' }).click();
    await expect(page.getByRole('radio', { name: 'Yes' }).first()).toBeChecked();
    await page.getByRole('group', { name: 'Our terms' }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Your Quotes: Prestige and Popular; More info on Prestige.
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.quotes}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your Quotes' })).toBeVisible();
    await scan();
    await shot(page, 'car-your-quotes');
    await page.getByRole('button', { name: 'More info about Prestige' }).click();

    // View quote: NCD protection changes the inputs, so the button recalculates the price.
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.viewQuote}$`));
    await expect(page.getByText('for Prestige')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Before You Proceed' })).toBeVisible();
    await scan();
    const ncdProtection = page.getByRole('switch', { name: 'No Claims Discount Protection' });
    await ncdProtection.check({ force: true });
    await page.getByRole('button', { name: 'Recalculate' }).click();
    await expect(page.getByRole('button', { name: 'Proceed' })).toBeVisible();
    await expect(ncdProtection).toBeChecked();
    await scan();
    await shot(page, 'car-view-quote', { fullPage: true });
    await page.getByRole('button', { name: 'Proceed' }).click();

    // Marketing consent, then the sign-in check: the visitor signs up and logs in.
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.consent}$`));
    await scan();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await signUpFromForceLogin(page, request, answers, { paymentPath: CAR_PATHS.payment });

    // Payment: monthly, a deposit by card through 3-D Secure, then the mandate.
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await page.getByRole('radio', { name: /^Pay monthly by direct debit/ }).check();
    await expect(
      page.getByRole('heading', { name: 'Card details for your deposit' }),
    ).toBeVisible();
    await scan();
    await page.getByLabel('Name on card').fill('Niamh Sullivan');
    await fillCard(page, TEST_CARD.challenge);
    await page.getByLabel('IBAN').fill(DEMO_IBAN);
    await page
      .getByRole('checkbox', {
        name: 'I confirm I am the account holder and I accept the direct debit mandate',
      })
      .check();
    await shot(page, 'car-payment-monthly', { fullPage: true });
    const buy = page.getByRole('button', { name: /^Buy and pay the €[\d,]+\.\d{2} deposit$/ });
    await buy.click();
    await passChallenge(page);
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.thankYou}$`));
    const policy = await purchasedPolicy(page);
    await scan();
    await shot(page, 'car-thank-you');

    // The certificate opens as a PDF from the policy's documents.
    await page.getByRole('link', { name: 'View documents' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Car Documents' })).toBeVisible();
    await expect(page.getByText(`Policy Code ${policy.number}`)).toBeVisible();
    await scan();
    const certificate = page.getByRole('link', {
      name: /^Open Certificate of Motor Insurance/,
    });
    const pdf = await page.request.get((await certificate.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
