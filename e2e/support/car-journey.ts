import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './accounts';
import { answerYesNo, displayDate, lookUpEircode, yearsAgo } from './home-journey';

/** The car routes (car-travel-payment.md 2). */
export const CAR_PATHS = {
  getQuote: '/wallet/getgenericquote/car',
  terms: '/wallet/terms-and-conditions/car',
  processing: '/wallet/getquotethankyou/car',
  quotes: '/wallet/viewMultipleQuotes/car',
  viewQuote: '/wallet/viewQuote/car',
  consent: '/wallet/consent/car',
  payment: '/wallet/makePayment/car',
  thankYou: '/wallet/paymentthankyou/car',
} as const;

/** A registration of the bundled sample table: a 2019 Toyota Corolla hybrid (README). */
export const COROLLA_REGISTRATION = '191-D-12345';

export type DriverAnswers = {
  firstName: string;
  lastName: string;
  email: string;
};

export function driverAnswers(overrides: Partial<DriverAnswers> = {}): DriverAnswers {
  return {
    firstName: 'Niamh',
    lastName: 'Sullivan',
    email: uniqueEmail('car-quote'),
    ...overrides,
  };
}

/** A day `days` from today, as the forms take it. */
export function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return displayDate(date);
}

/** About you for car: the shared card with the driving licence questions. */
export async function fillCarAboutYou(page: Page, answers: DriverAnswers): Promise<void> {
  await page.getByLabel('Title', { exact: true }).selectOption({ label: 'Ms.' });
  await page.getByLabel('First name', { exact: true }).first().fill(answers.firstName);
  await page.getByLabel('Surname', { exact: true }).fill(answers.lastName);
  await page.getByRole('group', { name: 'Gender' }).getByRole('radio', { name: 'Female' }).check();
  await page
    .getByLabel('Date of birth', { exact: true })
    .first()
    .fill(displayDate(yearsAgo(38)));
  await lookUpEircode(page);
  await answerYesNo(page, 'Is this your postal address?', true);
  await page.getByLabel('Mobile number').fill('0871234567');
  await page.getByLabel('Email address').fill(answers.email);
  await page.getByLabel('Employment status').first().selectOption({ label: 'Employed' });
  await page.getByLabel('Occupation', { exact: true }).first().selectOption({ label: 'Teacher' });
  await page.getByLabel('Licence type').first().selectOption({ label: 'Full Irish licence' });
  await answerYesNo(page, 'Did you pass your test in Ireland or the UK?', true);
  await page
    .getByLabel('Where have you driven in the last five years?')
    .first()
    .selectOption({ label: 'Ireland or the UK' });
  await page.getByLabel('Years held').first().fill('15');
  await answerYesNo(page, 'Are you an existing customer of the bank?', true);
  await answerYesNo(page, 'Do you have a home insurance policy with us?', false);
}

/** Your car: the registration looked up by Enter, then the car's use and the driver's record. */
export async function fillYourCar(page: Page): Promise<void> {
  const registration = page.getByRole('textbox', { name: 'Registration' });
  await registration.fill(COROLLA_REGISTRATION);
  await registration.press('Enter');
  await expect(page.getByText(/We found your car: Toyota Corolla, 2019/)).toBeVisible();
  await fillCarUseAndRecord(page, '18500');
}

/**
 * Your car once the car is found: had up to 3 years, worth `valueEur`, for social use and
 * commuting, 10,001 to 15,000 km a year, on the driver's own policy with 5 years' no claims.
 */
export async function fillCarUseAndRecord(page: Page, valueEur: string): Promise<void> {
  await page.getByLabel('How long have you had the car?').selectOption({ label: 'Up to 3 years' });
  await page.getByLabel('Value of the car (€)').fill(valueEur);
  await page
    .getByLabel('What do you use the car for?')
    .selectOption({ label: 'Social, domestic and pleasure, and commuting' });
  await page
    .getByLabel('How far do you drive in a year?')
    .selectOption({ label: '10,001 to 15,000 km' });
  await page
    .getByLabel('Your current driving experience')
    .selectOption({ label: 'I have my own car insurance policy' });
  await page.getByLabel('Years of no claims bonus').selectOption({ label: '5 years or more' });
}

/**
 * Your cover: comprehensive from in a week, no claims or offences of the policyholder's, and a
 * named driver (her husband) with one speeding offence of 3 penalty points.
 */
export async function fillCarCoverWithNamedDriver(page: Page): Promise<void> {
  await page.getByLabel('Policy start date').fill(inDays(7));
  await page
    .getByRole('group', { name: 'Type of cover' })
    .getByRole('radio', { name: 'Comprehensive' })
    .check();
  await page.getByLabel('How many claims have you had?').selectOption('0');
  await page.getByLabel('How many penalty point offences have you had?').selectOption('0');
  await answerYesNo(
    page,
    'Have you ever been disqualified from driving or convicted of a motoring offence?',
    false,
  );
  await answerYesNo(page, 'Would you like to add other drivers to your policy?', true);
  const driver = page.getByRole('group', { name: 'Driver 1' });
  await driver.getByLabel('Title', { exact: true }).selectOption({ label: 'Mr.' });
  await driver.getByLabel('First name', { exact: true }).fill('Conor');
  await driver.getByLabel('Last name', { exact: true }).fill('Sullivan');
  await driver.getByLabel('Date of birth', { exact: true }).fill(displayDate(yearsAgo(40)));
  await driver.getByLabel('Relationship to you').selectOption({ label: 'Spouse or partner' });
  await driver.getByLabel('Licence type').selectOption({ label: 'Full Irish licence' });
  await driver
    .getByLabel('Where have you driven in the last five years?')
    .selectOption({ label: 'Ireland or the UK' });
  await driver.getByLabel('Years held').fill('20');
  await driver.getByLabel('Employment status').selectOption({ label: 'Self-employed' });
  await driver.getByLabel('Occupation', { exact: true }).selectOption({ label: 'Electrician' });
  await driver.getByLabel('How many penalty point offences have they had?').selectOption('1');
  await driver
    .getByLabel('Offence', { exact: true })
    .selectOption({ label: 'Exceeding the speed limit' });
  await driver.getByLabel('Penalty points').selectOption('3');
}

/**
 * A car quote asked on the form as it stands (About you, the Corolla and the cover with a named
 * driver), its terms accepted with Click here: the journey ends on Your Quotes, the quote priced.
 */
export async function quoteTheCorolla(page: Page, answers: DriverAnswers): Promise<void> {
  await page.goto(CAR_PATHS.getQuote);
  await expect(page.getByRole('heading', { level: 1, name: 'Car Insurance Quote' })).toBeVisible();
  await fillCarAboutYou(page, answers);
  await page.getByRole('button', { name: 'Continue to Your car' }).click();
  await fillYourCar(page);
  await page.getByRole('button', { name: 'Continue to Your cover' }).click();
  await fillCarCoverWithNamedDriver(page);
  await page.getByRole('button', { name: 'Get your quote' }).click();
  await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.terms}$`));
  await page.getByRole('button', { name: 'Click here' }).click();
  await page.getByRole('group', { name: 'Our terms' }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.quotes}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your Quotes' })).toBeVisible();
}

/**
 * What the car form shows of the Corolla quote quoteTheCorolla asks: About you's driver, the car
 * found, the cover and the named driver with his offence.
 */
export async function expectTheCorollaLoaded(page: Page, answers: DriverAnswers): Promise<void> {
  await expect(page.getByLabel('First name', { exact: true }).first()).toHaveValue(
    answers.firstName,
  );
  await expect(page.getByLabel('Surname', { exact: true })).toHaveValue(answers.lastName);
  await expect(page.getByLabel('Email address')).toHaveValue(answers.email);
  await expect(page.getByRole('textbox', { name: 'Registration' })).toHaveValue(
    COROLLA_REGISTRATION,
  );
  const car = page.locator('.car-details__list');
  await expect(car).toContainText('Toyota');
  await expect(car).toContainText('Corolla');
  await expect(car).toContainText('2019');
  await expect(page.getByLabel('Value of the car (€)')).toHaveValue(/18,?500/);
  await expect(page.getByLabel('Policy start date')).toHaveValue(inDays(7));
  await expect(
    page
      .getByRole('group', { name: 'Type of cover' })
      .getByRole('radio', { name: 'Comprehensive' }),
  ).toBeChecked();
  const driver = page.getByRole('group', { name: 'Driver 1' });
  await expect(driver.getByLabel('First name', { exact: true })).toHaveValue('Conor');
  await expect(driver.getByLabel('Last name', { exact: true })).toHaveValue('Sullivan');
  await expect(driver.getByLabel('Penalty points')).toHaveValue('3');
}
