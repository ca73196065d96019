import { calendarDateOf } from '../dates/calendar-date.js';
import { YOUR_CAR_MESSAGES } from './car-messages.js';

/**
 * The Irish registration (car-travel-payment.md 2 'Your car' and 4 'Car registration lookup'):
 * the plate's year, its index mark (the county or city that registered the car) and a serial
 * number, as issued since 1987. The one definition the car form and the server use.
 */
export const REGISTRATION_FORMAT = {
  /** The year-and-county format began on 1 January 1987. */
  firstYear: 1987,
  /**
   * From 2013 the year carries the half-year it was registered in: 131 for January to June, 132
   * for July to December.
   */
  firstPeriodYear: 2013,
  /** The first month of the second period. */
  secondPeriodFirstMonth: 7,
  maxSerialDigits: 6,
  /**
   * The longest text looked at: the longest registration (YYP-CC-NNNNNN, 13 characters) with
   * room for spaces typed around its parts. Longer text is refused before it is read.
   */
  maxInputLength: 20,
} as const;

export type RegistrationPeriod = 1 | 2;

export interface RegistrationIndexMark {
  /** The letters on the plate. */
  mark: string;
  /** The licensing authority's area, as a customer would name it. */
  area: string;
  firstYear: number;
  /** The last year the mark was issued; absent while it still is. */
  lastYear?: number;
}

/**
 * The index marks issued since 1987. On 1 January 2014 the merged city and county councils took
 * single marks: Limerick City's L and Waterford City's W became the whole county's, LK and WD
 * ended, and North and South Tipperary's TN and TS became T. Cork (C), Dublin (D) and Galway (G)
 * always had one mark for city and county.
 */
export const REGISTRATION_INDEX_MARKS: readonly RegistrationIndexMark[] = [
  { mark: 'C', area: 'Cork', firstYear: 1987 },
  { mark: 'CE', area: 'Clare', firstYear: 1987 },
  { mark: 'CN', area: 'Cavan', firstYear: 1987 },
  { mark: 'CW', area: 'Carlow', firstYear: 1987 },
  { mark: 'D', area: 'Dublin', firstYear: 1987 },
  { mark: 'DL', area: 'Donegal', firstYear: 1987 },
  { mark: 'G', area: 'Galway', firstYear: 1987 },
  { mark: 'KE', area: 'Kildare', firstYear: 1987 },
  { mark: 'KK', area: 'Kilkenny', firstYear: 1987 },
  { mark: 'KY', area: 'Kerry', firstYear: 1987 },
  { mark: 'L', area: 'Limerick City', firstYear: 1987, lastYear: 2013 },
  { mark: 'L', area: 'Limerick', firstYear: 2014 },
  { mark: 'LD', area: 'Longford', firstYear: 1987 },
  { mark: 'LH', area: 'Louth', firstYear: 1987 },
  { mark: 'LK', area: 'Limerick County', firstYear: 1987, lastYear: 2013 },
  { mark: 'LM', area: 'Leitrim', firstYear: 1987 },
  { mark: 'LS', area: 'Laois', firstYear: 1987 },
  { mark: 'MH', area: 'Meath', firstYear: 1987 },
  { mark: 'MN', area: 'Monaghan', firstYear: 1987 },
  { mark: 'MO', area: 'Mayo', firstYear: 1987 },
  { mark: 'OY', area: 'Offaly', firstYear: 1987 },
  { mark: 'RN', area: 'Roscommon', firstYear: 1987 },
  { mark: 'SO', area: 'Sligo', firstYear: 1987 },
  { mark: 'T', area: 'Tipperary', firstYear: 2014 },
  { mark: 'TN', area: 'North Tipperary', firstYear: 1987, lastYear: 2013 },
  { mark: 'TS', area: 'South Tipperary', firstYear: 1987, lastYear: 2013 },
  { mark: 'W', area: 'Waterford City', firstYear: 1987, lastYear: 2013 },
  { mark: 'W', area: 'Waterford', firstYear: 2014 },
  { mark: 'WD', area: 'Waterford County', firstYear: 1987, lastYear: 2013 },
  { mark: 'WH', area: 'Westmeath', firstYear: 1987 },
  { mark: 'WW', area: 'Wicklow', firstYear: 1987 },
  { mark: 'WX', area: 'Wexford', firstYear: 1987 },
];

/** The mark's area in a year; undefined when the mark was not issued that year. */
export function registrationIndexMarkIn(
  mark: string,
  year: number,
): RegistrationIndexMark | undefined {
  return REGISTRATION_INDEX_MARKS.find(
    (entry) =>
      entry.mark === mark && entry.firstYear <= year && (entry.lastYear ?? Infinity) >= year,
  );
}

export interface CarRegistration {
  /** The year of first registration in Ireland. */
  year: number;
  /** The half-year, on plates from 2013. */
  period?: RegistrationPeriod;
  /** The index mark. */
  county: string;
  /** The licensing authority's area the mark stood for that year. */
  area: string;
  serial: number;
  /** As printed on the plate: '191-D-12345', '05-KE-4821'. */
  normalised: string;
}

/** Ours, but for the required message (the Your car card's): the spec gives none. */
export const REGISTRATION_MESSAGES = {
  required: YOUR_CAR_MESSAGES.registrationRequired,
  invalid: 'Please enter a valid Irish registration, such as 191-D-12345',
  notIssuedYet: 'This registration has not been issued yet',
  notFound:
    'We could not find a car with this registration. Please check it, or search for your car by its make and model.',
  /**
   * A car found by make and model is quoted without its plate, but is not bought without it:
   * the Certificate of Motor Insurance and the Insurance Disc carry it (decision 0028).
   */
  neededToBuy:
    "Your car's registration is needed before you buy: your Certificate of Motor Insurance and Insurance Disc carry it. Please give it on the terms page and get your quote again.",
  /** The lookup knows the registration, and its car is not the one found by make and model. */
  otherCar: (car: RegisteredCar) =>
    `This registration is for a ${car.year_manufacture} ${car.make} ${car.model}, not the car you chose. Please check it, or go back to Your car and look your car up by its registration.`,
} as const;

/** The car the registration lookup gives, as far as a registration is matched against it. */
export interface RegisteredCar {
  make: string;
  model: string;
  year_manufacture: number;
}

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Decision 0028: a registration given for a car found by make and model is looked up; when the
 * lookup knows it, its car must be the same make and model (the lookup's details then stand). A
 * registration the lookup does not know is taken as given: the car is the one chosen.
 */
export function registeredCarProblem(
  found: RegisteredCar,
  chosen: { make: string; model: string },
): string | undefined {
  return nameKey(found.make) === nameKey(chosen.make) &&
    nameKey(found.model) === nameKey(chosen.model)
    ? undefined
    : REGISTRATION_MESSAGES.otherCar(found);
}

/**
 * What the policy documents need of a car's registration (decision 0028): a plate in the Irish
 * format, never a code in its place. The bind refuses a quote without one, and the documents
 * are never drawn without one.
 */
export function policyRegistrationProblem(
  registration: string | null | undefined,
): string | undefined {
  if (!registration?.trim()) return REGISTRATION_MESSAGES.neededToBuy;
  return parseRegistration(registration) ? undefined : REGISTRATION_MESSAGES.invalid;
}

/**
 * The year (two digits, or three with the period), the index mark and the serial, each part
 * apart from the next by spaces, hyphens or nothing. The serial never starts with 0.
 */
const REGISTRATION_PATTERN = /^(\d{2,3})[ -]*([A-Z]{1,2})[ -]*([1-9]\d{0,5})$/;

/**
 * The plate's year: two digits from 1987 to 2012 (87 to 99, then 00 to 12), three from 2013. Two
 * digits from 13 to 86 name no year of this format: 2013 was only ever issued with its period.
 */
function yearAndPeriodOf(
  digits: string,
): { year: number; period?: RegistrationPeriod } | undefined {
  const twoDigits = Number(digits.slice(0, 2));
  if (digits.length === 2) {
    const year =
      twoDigits >= REGISTRATION_FORMAT.firstYear % 100 ? 1900 + twoDigits : 2000 + twoDigits;
    return year < REGISTRATION_FORMAT.firstPeriodYear ? { year } : undefined;
  }
  const year = 2000 + twoDigits;
  const period = Number(digits[2]);
  const isPeriod = period === 1 || period === 2;
  return year >= REGISTRATION_FORMAT.firstPeriodYear && isPeriod ? { year, period } : undefined;
}

/**
 * The registration typed, read as the plate it names: trimmed, upper-cased, with spaces, hyphens
 * or nothing between its parts. Null when it is not a registration issued in that format, or
 * its mark was not issued that year.
 */
export function parseRegistration(text: string): CarRegistration | null {
  if (text.length > REGISTRATION_FORMAT.maxInputLength) return null;
  const match = REGISTRATION_PATTERN.exec(text.trim().toUpperCase());
  if (!match) return null;
  const [, yearDigits = '', mark = '', serialDigits = ''] = match;
  const yearAndPeriod = yearAndPeriodOf(yearDigits);
  if (!yearAndPeriod) return null;
  const indexMark = registrationIndexMarkIn(mark, yearAndPeriod.year);
  if (!indexMark) return null;
  const serial = Number(serialDigits);
  return {
    ...yearAndPeriod,
    county: mark,
    area: indexMark.area,
    serial,
    normalised: `${yearDigits}-${mark}-${serial}`,
  };
}

/**
 * A plate from after today has not been issued: a later year, or the second period before July.
 * In the runtime's zone: the browser's for the form, the server's (Europe/Dublin) for the API.
 */
export function isRegistrationIssuedBy(registration: CarRegistration, today: Date): boolean {
  const { year, month } = calendarDateOf(today);
  if (registration.year !== year) return registration.year < year;
  return registration.period !== 2 || month >= REGISTRATION_FORMAT.secondPeriodFirstMonth;
}

/**
 * What is wrong with a typed registration, or undefined when it names a plate issued by today.
 * The car form shows it beside the registration; the lookup route answers it with its 400. Given
 * no day, a plate of any year in the format passes.
 */
export function registrationProblem(
  text: string | null | undefined,
  today?: Date,
): string | undefined {
  if (!text?.trim()) return REGISTRATION_MESSAGES.required;
  const registration = parseRegistration(text);
  if (!registration) return REGISTRATION_MESSAGES.invalid;
  if (today && !isRegistrationIssuedBy(registration, today))
    return REGISTRATION_MESSAGES.notIssuedYet;
  return undefined;
}
