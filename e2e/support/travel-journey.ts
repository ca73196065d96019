import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './accounts';
import { answerYesNo, displayDate, lookUpEircode, yearsAgo } from './home-journey';

/** The travel routes (car-travel-payment.md 2). */
export const TRAVEL_PATHS = {
  getQuote: '/wallet/getgenericquote/travel',
  processing: '/wallet/getquotethankyou/travel',
  quote: '/wallet/viewMultipleQuotes/travel',
  declaration: '/wallet/declaration/',
  error: '/wallet/error/travel',
  consent: '/wallet/consent/travel',
  payment: '/wallet/makePayment/travel',
  thankYou: '/wallet/paymentthankyou/travel',
} as const;

/** A day `days` from today, as the forms take it. */
export function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return displayDate(date);
}

export type TravellerAnswers = {
  firstName: string;
  lastName: string;
  email: string;
  /** DD/MM/YYYY */
  dob: string;
};

export function travellerAnswers(overrides: Partial<TravellerAnswers> = {}): TravellerAnswers {
  return {
    firstName: 'Aoife',
    lastName: 'Brennan',
    email: uniqueEmail('travel-quote'),
    dob: displayDate(yearsAgo(41)),
    ...overrides,
  };
}

/** Fills About you (car-travel-payment.md 2) with the Eircode lookup, without moving on. */
export async function fillTravelAboutYou(page: Page, answers: TravellerAnswers): Promise<void> {
  await page.getByLabel('Title', { exact: true }).selectOption({ label: 'Mrs.' });
  await page.getByLabel('First name', { exact: true }).fill(answers.firstName);
  await page.getByLabel('Surname', { exact: true }).fill(answers.lastName);
  await page.getByRole('group', { name: 'Gender' }).getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Date of birth', { exact: true }).fill(answers.dob);
  await lookUpEircode(page);
  await answerYesNo(page, 'Is this your postal address?', true);
  await page.getByLabel('Mobile number').fill('0871234567');
  await page.getByLabel('Email address').fill(answers.email);
  await page.getByLabel('Employment status').selectOption({ label: 'Employed' });
  await page.getByLabel('Occupation', { exact: true }).selectOption({ label: 'Teacher' });
  await answerYesNo(page, 'Do you have private health insurance that covers you abroad?', false);
  await answerYesNo(page, 'Are you an existing customer of the bank?', true);
  await answerYesNo(page, 'Do you have a home insurance policy with us?', false);
}

/**
 * Fills Your trip for a family (partner and two children) going to a European country for a
 * week, starting in `startInDays` days.
 */
export async function fillFamilyTripToEurope(
  page: Page,
  { country = 'Austria', startInDays = 20 } = {},
): Promise<void> {
  await page.getByRole('radio', { name: 'Single Trip' }).check();
  await page.getByLabel('Travel start date').fill(inDays(startInDays));
  await page.getByLabel('Return date').fill(inDays(startInDays + 7));
  await page.getByRole('radio', { name: 'Europe excluding Albania' }).check();
  await page.getByLabel('Destination country').selectOption(country);
  await page.getByRole('radio', { name: 'You and family' }).check();
  await page.getByLabel("Partner's first name").fill('Cian');
  await page.getByLabel("Partner's surname").fill('Brennan');
  await page.getByLabel("Partner's date of birth").fill(displayDate(yearsAgo(43)));
  await page.getByLabel('Number of children').selectOption('2');
}

/** Answers Your cover's extras and gives both consents. */
export async function fillTravelCover(
  page: Page,
  { winterSports = true, carHire = false as boolean | null, business = false } = {},
): Promise<void> {
  await answerYesNo(page, 'Would you like winter sports cover?', winterSports);
  if (carHire !== null) await answerYesNo(page, 'Would you like car hire excess cover?', carHire);
  await answerYesNo(page, 'Would you like business cover?', business);
  await page.getByRole('checkbox', { name: /accept the Terms and Conditions/ }).check();
  await page.getByRole('checkbox', { name: /Chubb Terms of Business/ }).check();
}

/** Opens a card of the get-quote page that is still collapsed. */
export async function openCard(page: Page, title: string): Promise<void> {
  const header = page.getByRole('button', { name: new RegExp(`^${title}`) });
  if ((await header.count()) > 0 && (await header.getAttribute('aria-expanded')) === 'false') {
    await header.click();
  }
}

/**
 * From an empty browser to the travel quote screen: a family trip to Europe with winter sports.
 */
export async function quoteFamilyTrip(
  page: Page,
  answers: TravellerAnswers = travellerAnswers(),
): Promise<void> {
  await page.goto(TRAVEL_PATHS.getQuote);
  await fillTravelAboutYou(page, answers);
  await page.getByRole('button', { name: 'Continue to Your trip' }).click();
  await fillFamilyTripToEurope(page);
  await page.getByRole('button', { name: 'Continue to Your cover' }).click();
  await fillTravelCover(page);
  await page.getByRole('button', { name: 'Get your quote' }).click();
  await expect(page).toHaveURL(new RegExp(`${TRAVEL_PATHS.quote}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your Quote' })).toBeVisible();
}

/** The quote screen's total, as shown. */
export function quoteTotal(page: Page) {
  return page.locator('.travel-price__amount');
}
