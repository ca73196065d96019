import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CAR_TERMS_MESSAGES, REGISTRATION_MESSAGES } from '@wallet/domain';
import {
  fillCarUseAndRecord,
  CAR_PATHS,
  driverAnswers,
  fillCarAboutYou,
  fillCarCoverWithNamedDriver,
} from '../../support/car-journey';
import { TEST_CARD, fillCard, purchasedPolicy, signUpFromForceLogin } from '../../support/checkout';
import { E2E_BASE_URL } from '../../support/environment';
import { expect, test } from '../../support/fixtures';
import { shot } from '../../support/screenshots';

/** A plate the sample lookup does not know (a car about to be registered, say). */
const NEW_REGISTRATION = '191-MN-4821';
/** A plate the sample lookup gives to another car than the Corolla chosen. */
const OTHER_CARS_REGISTRATION = '05-KE-4821';

/** Your car by make and model: the 2019 Corolla 2.0 hybrid, then its use and the record. */
async function fillYourCarByMakeAndModel(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: 'Cannot find your car? Search by make and model' })
    .click();
  const search = page.getByRole('group', { name: 'Find your car by make and model' });
  await search.getByLabel('Make').selectOption('Toyota');
  await search.getByLabel('Model').selectOption('Corolla');
  await search.getByLabel('Year').selectOption('2019');
  await search.getByLabel('Fuel type').selectOption({ label: 'Hybrid' });
  await search.getByLabel('Engine size').selectOption({ label: '1,987 cc' });
  await search.getByLabel('Version').selectOption({ label: '2.0 Hybrid Sport 5dr Auto' });
  await fillCarUseAndRecord(page, '24000');
}

/** A link that opens a real PDF (in a new tab: its address is fetched here). */
async function expectPdf(request: APIRequestContext, link: Locator): Promise<void> {
  await expect(link).toHaveAttribute('target', '_blank');
  const href = (await link.getAttribute('href')) ?? '';
  const pdf = await request.get(new URL(href, E2E_BASE_URL).toString());
  expect(pdf.status(), href).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

test.describe('a car found by make and model', () => {
  // The journey quotes, signs up, pays and waits for the policy: more than the default 30 s.
  test.describe.configure({ timeout: 180_000 });

  test('gives its registration on the terms page, reads the terms and the payment page’s documents as PDFs, and is bought with that registration', async ({
    page,
    request,
    scan,
    setFlag,
  }) => {
    await setFlag('marketing_enabled', true);
    await setFlag('bind_upload_enabled', false);
    const answers = driverAnswers();

    await page.goto(CAR_PATHS.getQuote);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Car Insurance Quote' }),
    ).toBeVisible();
    await fillCarAboutYou(page, answers);
    await page.getByRole('button', { name: 'Continue to Your car' }).click();
    await fillYourCarByMakeAndModel(page);
    await scan();
    await page.getByRole('button', { name: 'Continue to Your cover' }).click();
    await fillCarCoverWithNamedDriver(page);
    await page.getByRole('button', { name: 'Get your quote' }).click();

    // The terms page asks for the registration the certificate and the disc will carry.
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.terms}$`));
    await expect(page.getByRole('heading', { name: "Your car's registration" })).toBeVisible();
    await expect(
      page.getByText('You found your 2019 Toyota Corolla by its make and model.', {
        exact: false,
      }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Click here' }).click();
    await page.getByRole('group', { name: 'Our terms' }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary.getByRole('link', { name: REGISTRATION_MESSAGES.required })).toBeVisible();
    await expect(page.getByText(CAR_TERMS_MESSAGES.select)).toHaveCount(0);
    await scan();

    // A registration the lookup gives to another car is refused, saying which car it is.
    const registration = page.getByRole('textbox', { name: 'Registration' });
    await registration.fill(OTHER_CARS_REGISTRATION);
    await registration.press('Enter');
    await expect(registration).toHaveAccessibleDescription(
      /This registration is for a 2005 .+, not the car you chose\./,
    );
    await scan();

    // One the lookup does not know is taken as given, by the search icon.
    await registration.fill(NEW_REGISTRATION.replaceAll('-', ' ').toLowerCase());
    await page.getByRole('button', { name: 'Check registration' }).click();
    await expect(
      page.getByText(
        `We will print ${NEW_REGISTRATION} on the certificate and disc of your 2019 Toyota Corolla.`,
      ),
    ).toBeVisible();
    await expect(registration).toHaveValue(NEW_REGISTRATION);

    // The three documents the acceptance names are PDFs of their own.
    const acceptance = page.getByRole('group', { name: 'Our terms' });
    for (const name of [
      'Terms and Conditions',
      'Disclosure Requirements',
      'Motor User Agreement',
    ]) {
      await expectPdf(
        request,
        acceptance.getByRole('link', { name: new RegExp(`^${name} \\(PDF`) }),
      );
    }
    await scan();
    await shot(page, 'car-terms-registration', { fullPage: true });
    await page.getByRole('button', { name: 'Continue' }).click();

    // The quote, Popular, then the sign-up on the way to payment.
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.quotes}$`));
    await page.getByRole('button', { name: 'More info about Popular' }).click();
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.viewQuote}$`));
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.consent}$`));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await signUpFromForceLogin(page, request, answers, { paymentPath: CAR_PATHS.payment });

    // The payment page: the registration, and the five documents to read before buying.
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(page.getByText(NEW_REGISTRATION)).toBeVisible();
    const before = page.getByRole('region', { name: 'Before you buy' });
    const documents = [
      'Summary of Terms',
      'Insurance Product Information Document',
      'Terms and Conditions',
      'Disclosure Requirements',
      'Motor User Agreement',
    ];
    for (const name of documents) {
      await expectPdf(
        request,
        before.getByRole('link', { name: `${name} (PDF, opens in a new tab)` }),
      );
    }
    await scan();
    await shot(page, 'car-payment-documents', { fullPage: true });

    // Bought by card: the policy is made (its certificate carries the registration: API tests).
    await page.getByLabel('Name on card').fill('Niamh Sullivan');
    await fillCard(page, TEST_CARD.visa);
    await page.getByRole('button', { name: /^Buy for €[\d,]+\.\d{2}$/ }).click();
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.thankYou}$`));
    expect((await purchasedPolicy(page)).number).toMatch(/^MOT\d{7}$/);
    await scan();
  });
});
