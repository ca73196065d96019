import Holidays from 'date-holidays';
import { addDays, formatIsoDate, parseIsoDate, type CalendarDate } from './calendar-date.js';

/**
 * Working days in Ireland: Monday to Friday, less the public holidays of the Organisation of
 * Working Time Act 1997 (ten since St Brigid's Day in 2023) and the day off given in their place
 * when one falls on a weekend (St Stephen's Day on a Saturday moves to the Monday). Good Friday
 * is a bank holiday, not a public holiday, so it is a working day. Kept apart from the domain's
 * index (imported as '@wallet/domain/working-days', or within the domain from this file) so the
 * holiday tables never reach the app. Renewal notices, withdrawal periods, claims and complaints
 * all count their days with it.
 */
const irishHolidays = new Holidays('IE');
/** Each year's days off by date: 'public' (or a public holiday's substitute) or 'bank'. */
const daysOffByYear = new Map<number, Map<string, 'public' | 'bank'>>();

function daysOffOf(year: number): Map<string, 'public' | 'bank'> {
  let days = daysOffByYear.get(year);
  if (!days) {
    days = new Map();
    for (const holiday of irishHolidays.getHolidays(year)) {
      const date = holiday.date.slice(0, 10);
      if (holiday.type === 'public' || holiday.substitute === true) days.set(date, 'public');
      else if (holiday.type === 'bank') days.set(date, 'bank');
    }
    daysOffByYear.set(year, days);
  }
  return days;
}

const weekdayOf = (date: CalendarDate) =>
  new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();

/** An Irish public holiday (or the day given in place of one): 'YYYY-MM-DD'. */
export function isIrishPublicHoliday(isoDate: string): boolean {
  return daysOffOf(Number(isoDate.slice(0, 4))).get(isoDate) === 'public';
}

function isWeekday(isoDate: string): boolean {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date: ${isoDate}`);
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6;
}

export function isIrishWorkingDay(isoDate: string): boolean {
  return isWeekday(isoDate) && !isIrishPublicHoliday(isoDate);
}

/**
 * A business day as the Consumer Protection Code counts it: Monday to Friday, less public
 * holidays, the days given in their place and bank holidays (Good Friday), when banks are shut.
 */
export function isIrishBusinessDay(isoDate: string): boolean {
  return isWeekday(isoDate) && !daysOffOf(Number(isoDate.slice(0, 4))).has(isoDate);
}

/** The day `count` business days after `isoDate` (`isoDate` itself is not counted). */
export function businessDaysAfter(isoDate: string, count: number): string {
  let date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date: ${isoDate}`);
  let left = count;
  while (left > 0) {
    date = addDays(date, 1);
    if (isIrishBusinessDay(formatIsoDate(date))) left -= 1;
  }
  return formatIsoDate(date);
}

/** The day `count` working days before `isoDate` (`isoDate` itself is not counted). */
export function workingDaysBefore(isoDate: string, count: number): string {
  let date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date: ${isoDate}`);
  let left = count;
  while (left > 0) {
    date = addDays(date, -1);
    if (isIrishWorkingDay(formatIsoDate(date))) left -= 1;
  }
  return formatIsoDate(date);
}

/** The day `count` working days after `isoDate` (`isoDate` itself is not counted). */
export function workingDaysAfter(isoDate: string, count: number): string {
  let date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date: ${isoDate}`);
  let left = count;
  while (left > 0) {
    date = addDays(date, 1);
    if (isIrishWorkingDay(formatIsoDate(date))) left -= 1;
  }
  return formatIsoDate(date);
}

/** Working days strictly between two days ('YYYY-MM-DD'): neither end counts. */
export function workingDaysBetween(from: string, to: string): number {
  let date = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!date || !end) throw new RangeError(`Not a date: ${from} or ${to}`);
  let count = 0;
  for (date = addDays(date, 1); formatIsoDate(date) < formatIsoDate(end); date = addDays(date, 1)) {
    if (isIrishWorkingDay(formatIsoDate(date))) count += 1;
  }
  return count;
}
