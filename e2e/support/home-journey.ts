import { expect, type Locator, type Page } from '@playwright/test';
import { HOUSEHOLD_QUESTIONS, HOUSEHOLD_QUESTIONS_IN_PAGE_ORDER } from '@wallet/domain';
import { uniqueEmail } from './accounts';

/** The home quote routes (home.md 2). */
export const HOME_PATHS = {
  aboutYou: '/wallet/getquote/aboutYou',
  yourHome: '/wallet/getquote/yourHome',
  yourCover: '/wallet/getquote/yourCover',
  terms: '/wallet/terms-and-conditions/home',
  processing: '/wallet/getquotethankyou/home',
  quotes: '/wallet/viewMultipleQuotes/home',
  viewQuote: '/wallet/viewQuote/home',
} as const;

/** The local gazetteer's fixed address (apps/api/src/adapters/address-lookup/gazetteer-data.ts). */
export const DEMO_EIRCODE = 'D04 X2Y3';
export const DEMO_ADDRESS_LINE = '14 Seaview Terrace';

/** A date as the forms show it: DD/MM/YYYY. */
export function displayDate(date: Date): string {
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getFullYear()}`;
}

/** The date `years` years before today (a birthday exactly that many years ago). */
export function yearsAgo(years: number): Date {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date;
}

/** Answers a Yes/No question (a fieldset named by its legend) inside `scope`. */
export async function answerYesNo(
  scope: Page | Locator,
  question: string,
  answer: boolean,
): Promise<void> {
  await scope
    .getByRole('group', { name: question, exact: true })
    .getByRole('radio', { name: answer ? 'Yes' : 'No', exact: true })
    .check();
}

export type AboutYouAnswers = {
  firstName: string;
  lastName: string;
  /** By Eircode lookup, or typed lines then 'Find my address' and the first result. */
  address: 'eircode' | 'manual';
  dob: string;
  email: string;
  phone: string;
};

export function aboutYouAnswers(overrides: Partial<AboutYouAnswers> = {}): AboutYouAnswers {
  return {
    firstName: 'Niamh',
    lastName: 'Gallagher',
    address: 'eircode',
    dob: displayDate(yearsAgo(40)),
    email: uniqueEmail('home-quote'),
    phone: '0871234567',
    ...overrides,
  };
}

/**
 * The address lookup's field: a plain text box until the customer reaches into it, the combo box
 * from then on (or at once, when an earlier page loaded it).
 */
export function addressLookupField(page: Page): Locator {
  const name = 'Eircode or address';
  return page.getByRole('combobox', { name }).or(page.getByRole('textbox', { name }));
}

/** Fills the property address through the Eircode lookup and waits for the chosen address. */
export async function lookUpEircode(page: Page, eircode = DEMO_EIRCODE): Promise<void> {
  await addressLookupField(page).click();
  const box = page.getByRole('combobox', { name: 'Eircode or address' });
  await expect(box).toBeFocused();
  await box.fill(eircode);
  await expect(box).toHaveValue(new RegExp(DEMO_ADDRESS_LINE));
  // The suggestions list closes once the address is chosen.
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}

/** Types address lines, town and county, presses 'Find my address' and picks the first result. */
export async function findManualAddress(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Enter address manually' }).click();
  await page.getByLabel('Address line 1', { exact: true }).fill(DEMO_ADDRESS_LINE);
  await page.getByLabel('Address line 2 (optional)').fill('Sandymount');
  await page.getByLabel('County', { exact: true }).selectOption('Dublin');
  await page.getByLabel('Town', { exact: true }).fill('Dublin 4');
  await page.getByRole('button', { name: 'Find my address' }).click();
  const results = page.getByLabel('Select your address');
  await expect(results.locator('option', { hasText: DEMO_ADDRESS_LINE }).first()).toBeAttached();
  await results.selectOption({ index: 1 });
  await expect(addressLookupField(page)).toHaveValue(new RegExp(DEMO_ADDRESS_LINE));
}

/** Fills About you (home.md 2) without pressing Next. */
export async function fillAboutYou(page: Page, answers: AboutYouAnswers): Promise<void> {
  await page.getByLabel('Title', { exact: true }).selectOption({ label: 'Ms.' });
  await page.getByLabel('First name', { exact: true }).fill(answers.firstName);
  await page.getByLabel('Surname', { exact: true }).fill(answers.lastName);
  if (answers.address === 'eircode') await lookUpEircode(page);
  else await findManualAddress(page);
  await answerYesNo(
    page,
    'Is your correspondence address the same as this property being insured?',
    true,
  );
  await page.getByLabel('Mobile number').fill(answers.phone);
  await page.getByLabel('Email address').fill(answers.email);
  await page.getByLabel('Date of birth', { exact: true }).fill(answers.dob);
  await answerYesNo(page, 'Are you an existing customer of the bank?', false);
  await page.getByLabel('Who is your mortgage provider?').selectOption({ label: 'No Mortgage' });
  await answerYesNo(page, 'Are you a first time buyer?', false);
  await answerYesNo(page, 'Is the property jointly owned?', false);
}

/** Fills Your home for an owner-occupier whose risk both insurers rate online. */
export async function fillYourHomeOwnerOccupier(page: Page): Promise<void> {
  await page
    .getByLabel('Which best describes your ownership of the property?')
    .selectOption({ label: 'I own and live in this property' });
  await answerYesNo(page, 'Is this your main home, where you live most of the year?', true);
  await page.getByLabel('Property type').selectOption('Semi-detached');
  await page.getByLabel('Year built').fill('1998');
  await page.getByLabel('Number of bedrooms').selectOption('3');
  await page.getByLabel('Number of bathrooms').selectOption('2');
  await page.getByLabel('Main source of heating').selectOption('Gas');
  await page.getByLabel('Burglar alarm').selectOption('Registered installer centrally monitored');
  await page.getByLabel('Number of working smoke detectors').selectOption('3');
  await answerYesNo(page, 'Have you had any claims in the last 5 years?', false);
  await page.getByLabel('How many years have you been claims free?').selectOption('5');
}

/** Fills Your cover: a start date (today unless given, as typed), the rebuild cost and contents. */
export async function fillYourCover(
  page: Page,
  { rebuildCost = '300000', contents = '40000', startDate = displayDate(new Date()) } = {},
): Promise<void> {
  await page.getByLabel('Policy start date').fill(startDate);
  await page.getByLabel('Rebuild cost (€)').fill(rebuildCost);
  await page.getByLabel('Contents value').selectOption(contents);
}

/** Answers the 15 household questions the way an insurer accepts online, and the terms. */
export async function answerHouseholdQuestions(page: Page): Promise<void> {
  expect(HOUSEHOLD_QUESTIONS).toHaveLength(15);
  for (const question of HOUSEHOLD_QUESTIONS_IN_PAGE_ORDER) {
    await answerYesNo(page, question.text, question.expectedAnswer);
  }
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
}

/** Presses the step's Next button and waits for the next step's URL. */
export async function next(page: Page, to: string): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${to}$`));
}

/** About you, Your home and Your cover filled and sent: the household page is open. */
export async function completeGetQuotes(
  page: Page,
  answers: AboutYouAnswers = aboutYouAnswers(),
  {
    start = () => page.goto(HOME_PATHS.aboutYou),
    startDate,
    filled,
  }: {
    /** How the visitor reaches About you: by its address unless told otherwise. */
    start?: () => Promise<unknown>;
    /** The policy start date as typed. */
    startDate?: string;
    /** Looks at a step once it is filled, before Next. */
    filled?: (step: 'aboutYou' | 'yourCover') => Promise<void>;
  } = {},
): Promise<void> {
  await start();
  await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.aboutYou}$`));
  await fillAboutYou(page, answers);
  await filled?.('aboutYou');
  await next(page, HOME_PATHS.yourHome);
  await fillYourHomeOwnerOccupier(page);
  await next(page, HOME_PATHS.yourCover);
  await fillYourCover(page, startDate === undefined ? {} : { startDate });
  await filled?.('yourCover');
  await page.getByRole('button', { name: 'Get your quote' }).click();
  await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.terms}$`));
}

/**
 * Holds the quote request until `release` is called, so the processing page can be looked at
 * (the rating engines answer in milliseconds).
 */
export async function holdQuoteRequest(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/home/applied_home_quotes', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await released;
    await route.fallback();
  });
  return { release };
}
