/**
 * A date as people type it into a DD/MM/YYYY field (platform.md 9, home.md 9), read in one place
 * for every date field of the forms: '14-7-88', '1/12/26', '01.12.2026', '14 07 1988', '14071988'.
 * Day first, then month, then year; the parts are separated by '/', '-', '.' or spaces, or not at
 * all when the day and month have two digits each. A two-digit year is read by what the field
 * holds (TwoDigitYears), so every two-digit year has exactly one reading. The field then shows
 * what was understood, as DD/MM/YYYY.
 */
import {
  formatDisplayDate,
  formatIsoDate,
  daysInMonth,
  type CalendarDate,
} from './calendar-date.js';

/**
 * How a two-digit year is read:
 * - 'past': the latest year ending in those digits that is not after this year (a birth date,
 *   a claim): '88' is 1988, '05' is 2005;
 * - 'near': the year ending in those digits nearest this year, within 50 years either way (a
 *   start date, a travel date): '26' is 2026 and '99' is 1999 (then refused as past).
 */
export type TwoDigitYears = 'past' | 'near';

const SEPARATED = /^(\d{1,2})[\s/.-]+(\d{1,2})[\s/.-]+(\d{4}|\d{2})$/;
const COMPACT = /^(\d{2})(\d{2})(\d{4}|\d{2})$/;

function fullYear(digits: string, twoDigitYears: TwoDigitYears, today: Date): number {
  const year = Number(digits);
  if (digits.length === 4) return year;
  const thisYear = today.getFullYear();
  const century = Math.floor(thisYear / 100) * 100;
  const candidate = century + year;
  if (twoDigitYears === 'past') return candidate > thisYear ? candidate - 100 : candidate;
  if (candidate - thisYear >= 50) return candidate - 100;
  if (thisYear - candidate > 50) return candidate + 100;
  return candidate;
}

/**
 * The calendar date a customer typed, or nothing when the text is not a day, month and year in
 * that order or names a day that does not exist (31/02). `today` dates two-digit years.
 */
export function parseTypedDate(
  text: string,
  twoDigitYears: TwoDigitYears,
  today: Date = new Date(),
): CalendarDate | undefined {
  const trimmed = text.trim();
  const match = SEPARATED.exec(trimmed) ?? COMPACT.exec(trimmed);
  if (!match) return undefined;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = fullYear(match[3]!, twoDigitYears, today);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** What the field shows once typed: the date as DD/MM/YYYY, or the text as it was. */
export function normaliseTypedDate(
  text: string,
  twoDigitYears: TwoDigitYears,
  today: Date = new Date(),
): string {
  const date = parseTypedDate(text, twoDigitYears, today);
  return date ? formatDisplayDate(date) : text;
}

/** The typed date as the API takes it (YYYY-MM-DD), or nothing when it is not a date. */
export function typedToIsoDate(
  text: string,
  twoDigitYears: TwoDigitYears,
  today: Date = new Date(),
): string | undefined {
  const date = parseTypedDate(text, twoDigitYears, today);
  return date && formatIsoDate(date);
}
