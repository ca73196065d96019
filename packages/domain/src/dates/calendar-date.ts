/**
 * home.md 9 and car-travel-payment.md 9: dates are typed DD/MM/YYYY and sent to the server
 * YYYY-MM-DD, in every product. A calendar date here is a day with no time or zone, so a date of
 * birth typed in Dublin is the same day on the server. Plain code rather than a date library: the
 * only needs are strict parsing, day arithmetic and age.
 */

/** home.md 9 and car-travel-payment.md 9: the date format people type, and the server's. */
export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';
export const SERVER_DATE_FORMAT = 'YYYY-MM-DD';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DISPLAY_DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function validDate(year: number, month: number, day: number): CalendarDate | undefined {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return undefined;
  }
  return { year, month, day };
}

/** 'DD/MM/YYYY' to a calendar date; nothing for any other shape or for a day that does not exist. */
export function parseDisplayDate(text: string): CalendarDate | undefined {
  const match = DISPLAY_DATE_PATTERN.exec(text.trim());
  if (!match) return undefined;
  return validDate(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** 'YYYY-MM-DD' to a calendar date, as strictly as parseDisplayDate. */
export function parseIsoDate(text: string): CalendarDate | undefined {
  const match = ISO_DATE_PATTERN.exec(text.trim());
  if (!match) return undefined;
  return validDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

export function formatDisplayDate(date: CalendarDate): string {
  return `${pad(date.day, 2)}/${pad(date.month, 2)}/${pad(date.year, 4)}`;
}

export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** '31/01/1990' -> '1990-01-31'; nothing when the text is not a real DD/MM/YYYY date. */
export function displayToIsoDate(text: string): string | undefined {
  const date = parseDisplayDate(text);
  return date && formatIsoDate(date);
}

/** '1990-01-31' -> '31/01/1990', for prefilling forms from saved quotes. */
export function isoToDisplayDate(text: string): string | undefined {
  const date = parseIsoDate(text);
  return date && formatDisplayDate(date);
}

/**
 * The calendar day of an instant in the runtime's zone: the browser's for a customer, the server's
 * for the API, which runs in Irish time (apps/api/src/lib/irish-time-zone.ts).
 */
export function calendarDateOf(instant: Date): CalendarDate {
  return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

function dayNumber(date: CalendarDate): number {
  // setUTCFullYear, unlike Date.UTC, does not read years 0 to 99 as 1900 to 1999.
  const instant = new Date(0);
  instant.setUTCFullYear(date.year, date.month - 1, date.day);
  return Math.round(instant.getTime() / MS_PER_DAY);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date((dayNumber(date) + days) * MS_PER_DAY);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * Completed years of age on a day. A person born on 29 February gains a year on 1 March in a
 * common year, as their birthday has not yet come on 28 February.
 */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (hadBirthday ? 0 : 1);
}

/** The months' names, January first, written out so that no locale data is needed (decision 0023). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
