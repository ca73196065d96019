import { daysBetween, parseIsoDate } from '../dates/calendar-date.js';

/**
 * Pro rata by days, in whole cents (docs/cancellation-arithmetic.md). A policy's period counts
 * both its first and last day; the share of a premium for some of its days is the premium times
 * those days over the period's days, rounded to the nearest cent (half a cent up), worked in
 * integers so no fraction of a cent is ever lost or made up.
 */

function dateOf(isoDate: string) {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date: ${isoDate}`);
  return date;
}

/** The days a period covers, its first and last day included (a year: 365, or 366 over 29 February). */
export function periodDays(startDate: string, endDate: string): number {
  const days = daysBetween(dateOf(startDate), dateOf(endDate)) + 1;
  if (days < 1) throw new RangeError(`The period ${startDate} to ${endDate} has no days`);
  return days;
}

/**
 * The days of cover given when cover ends at the end of `lastDayOfCover`: none when that is before
 * the start, the whole period when it is on or after the end.
 */
export function daysOfCoverGiven(
  startDate: string,
  endDate: string,
  lastDayOfCover: string,
): number {
  const all = periodDays(startDate, endDate);
  const given = daysBetween(dateOf(startDate), dateOf(lastDayOfCover)) + 1;
  return Math.min(all, Math.max(0, given));
}

/** `cents` x `days` / `ofDays`, rounded to the nearest cent, half a cent up. */
export function proRataCents(cents: number, days: number, ofDays: number): number {
  if (!Number.isInteger(cents) || !Number.isInteger(days) || !Number.isInteger(ofDays)) {
    throw new RangeError('Pro rata takes whole cents and whole days');
  }
  if (ofDays < 1 || days < 0 || days > ofDays) {
    throw new RangeError(`Not a share of a period: ${days} of ${ofDays} days`);
  }
  const sign = cents < 0 ? -1 : 1;
  const whole = Math.abs(cents);
  return sign * Math.floor((2 * whole * days + ofDays) / (2 * ofDays));
}
