import type { APIRequestContext, Page } from '@playwright/test';
import { HOME_INSURER_NAMES, policyNumberLabel, type ProductType } from '@wallet/domain';
import { NEW_PASSWORD, fillSignUp, justBeforeNow, latestCode } from './accounts';
import { expect } from './fixtures';
import {
  HOME_PATHS,
  aboutYouAnswers,
  answerHouseholdQuestions,
  completeGetQuotes,
  type AboutYouAnswers,
} from './home-journey';

/** An Irish IBAN of a known bank (AIB), for direct debits. */
export const DEMO_IBAN = 'IE29 AIBK 9311 5212 3456 78';

/** The sandbox gateway's documented test cards (docs/card-sandbox.md). */
export const TEST_CARD = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
} as const;

/** The gateway's hosted fields: an iframe of the gateway, not part of the app's page. */
export function cardFrame(page: Page) {
  return page.frameLocator('iframe[title="Card details"]');
}

/** Types a card into the hosted fields, as a customer would. */
export async function fillCard(page: Page, number: string, expiry = '12/34', cvv = '123') {
  const frame = cardFrame(page);
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry date (MM/YY)').fill(expiry);
  await frame.getByLabel('CVV').fill(cvv);
  // Leaving the last field lets the fields check themselves and tell the page they are valid.
  await frame.getByLabel('CVV').press('Tab');
}

/** The bank's 3-D Secure challenge inside the gateway frame, answered with the sandbox's code. */
export async function passChallenge(page: Page) {
  const frame = cardFrame(page);
  await expect(
    frame.getByRole('heading', { name: 'Verify this payment with your bank' }),
  ).toBeVisible();
  const passcode = (await frame.locator('#passcode-value').textContent())?.trim() ?? '';
  expect(passcode).toMatch(/^\d+$/);
  await frame.getByLabel('One-time passcode').fill(passcode);
  await frame.getByRole('button', { name: 'Submit' }).click();
}

/** The checkout routes (car-travel-payment.md 2) for home. */
export const CHECKOUT_PATHS = {
  consent: '/wallet/consent/home',
  payment: '/wallet/makePayment/home',
  thankYou: '/wallet/paymentthankyou/home',
  forceLogin: '/customer-login/',
} as const;

/**
 * From an empty browser to the view-quote page of the chosen insurer: the three steps, the
 * household questions and the insurer's card (the quote screens are tested in home/).
 */
export async function quoteHome(
  page: Page,
  answers: AboutYouAnswers = aboutYouAnswers(),
  insurer: keyof typeof HOME_INSURER_NAMES = 'RSA',
  getQuotes: Parameters<typeof completeGetQuotes>[2] = {},
): Promise<void> {
  await completeGetQuotes(page, answers, getQuotes);
  await answerHouseholdQuestions(page);
  await page.getByRole('button', { name: 'Get your quote' }).click();
  await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.quotes}$`));
  await page.getByRole('button', { name: `Select ${HOME_INSURER_NAMES[insurer]}` }).click();
  await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.viewQuote}$`));
  await expect(page.getByRole('button', { name: 'Proceed' })).toBeVisible();
}

/** The reference and number the thank-you page shows once the policy exists. */
export async function purchasedPolicy(page: Page): Promise<{ reference: string; number: string }> {
  // A customer's purchase, or an agent's payment for a customer (issue 41), titled as such.
  const setUp = /^(Thank you for your purchase|The customer’s policy is set up)$/;
  await expect(page.getByRole('heading', { level: 1, name: setUp })).toBeVisible({
    timeout: 20_000,
  });
  const summary = page.getByRole('region', { name: setUp });
  const reference = (await summary.locator('dd').nth(0).textContent())?.trim() ?? '';
  const number = (await summary.locator('dd').nth(1).textContent())?.trim() ?? '';
  expect(reference).not.toBe('');
  expect(number).not.toBe('');
  return { reference, number };
}

/** A signed-in customer's home quote taken to the payment page (marketing_enabled off). */
export async function quoteHomeToPayment(
  page: Page,
  email: string,
  insurer: keyof typeof HOME_INSURER_NAMES = 'RSA',
): Promise<void> {
  await quoteHome(page, aboutYouAnswers({ email }), insurer);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(new RegExp(`${CHECKOUT_PATHS.payment}$`));
}

/**
 * From the sign-in check to the payment page as a new customer whose quote's e-mail has no
 * account: straight to Sign Up (car-travel-payment.md 4), then the code from the outbox, which
 * signs the customer in where they signed up (decision 0029).
 */
export async function signUpFromForceLogin(
  page: Page,
  request: APIRequestContext,
  person: { firstName: string; lastName: string; email: string },
  {
    prefilled = false,
    paymentPath = CHECKOUT_PATHS.payment,
  }: { prefilled?: boolean; paymentPath?: string } = {},
): Promise<void> {
  await expect(page).toHaveURL(/\/signup\/$/);
  if (prefilled) {
    // The quote's About you answers are not asked for again: only the password is new.
    await expect(page.getByLabel('First name')).toHaveValue(person.firstName);
    await expect(page.getByLabel('Surname')).toHaveValue(person.lastName);
    await expect(page.getByLabel('Email')).toHaveValue(person.email);
    await expect(page.getByLabel('Mobile number')).not.toHaveValue('');
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  } else {
    await fillSignUp(page, person);
  }
  const since = justBeforeNow();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/verifyEmail\/$/);
  await page.getByLabel('Verification code').fill(await latestCode(request, person.email, since));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(new RegExp(`${paymentPath}$`));
}

/**
 * A signed-in customer buys a home policy by card (the success card, no 3-D Secure) from the
 * named insurer, for the journeys that start from a policy of their own.
 */
export async function buyHomeByCard(
  page: Page,
  email: string,
  insurer: keyof typeof HOME_INSURER_NAMES = 'RSA',
): Promise<{ reference: string; number: string }> {
  await quoteHomeToPayment(page, email, insurer);
  await page.getByLabel('Name on card').fill('Orla Kenny');
  await fillCard(page, TEST_CARD.visa);
  await page.getByRole('button', { name: /^Buy for €/ }).click();
  await expect(page).toHaveURL(new RegExp(`${CHECKOUT_PATHS.thankYou}$`));
  return purchasedPolicy(page);
}

/** A home policy bought by monthly direct debit (collected on the 15th), from the thank-you page. */
export async function buyHomeByDirectDebit(
  page: Page,
  email: string,
  insurer: keyof typeof HOME_INSURER_NAMES = 'RSA',
): Promise<{ reference: string; number: string }> {
  await quoteHomeToPayment(page, email, insurer);
  await page.getByRole('radio', { name: /Pay monthly by direct debit/ }).check();
  await page.getByLabel('IBAN').fill(DEMO_IBAN);
  await page.getByLabel('Collection day').selectOption({ label: '15th' });
  await page.getByRole('checkbox', { name: /I accept the direct debit mandate/ }).check();
  await page.getByRole('button', { name: /^Buy for €/ }).click();
  await expect(page).toHaveURL(new RegExp(`${CHECKOUT_PATHS.thankYou}$`));
  return purchasedPolicy(page);
}

/** A policy's own page, opened from its product's list in Manage My Insurance. */
export async function openPolicyPage(page: Page, type: ProductType, policyNumber: string) {
  await page.goto(`/manage/viewMultiplePolicies/${type}`);
  // Listed by what the product calls the number: a Policy Number, a car's Policy Code.
  const label = policyNumberLabel(type);
  await page.getByRole('button', { name: new RegExp(`^${label} ${policyNumber}`) }).click();
}
