import { addDays, formatIsoDate, parseIsoDate } from '../dates/calendar-date.js';
import { workingDaysBefore, workingDaysBetween } from '../dates/irish-business-days.js';
import { RENEWAL_NOTICE_MIN_WORKING_DAYS } from './renewal-constants.js';

/** The Irish calendar (dates/irish-business-days.ts), here for the renewal notices' callers. */
export {
  businessDaysAfter,
  isIrishBusinessDay,
  isIrishPublicHoliday,
  isIrishWorkingDay,
  workingDaysAfter,
  workingDaysBefore,
  workingDaysBetween,
} from '../dates/irish-business-days.js';

/**
 * The last day a notice may go out so that at least `workingDays` whole working days lie between
 * it and `dueDate` (neither day counted): the day before the `workingDays`th working day before.
 */
export function noticeDeadline(dueDate: string, workingDays: number): string {
  const earliestCounted = parseIsoDate(workingDaysBefore(dueDate, workingDays))!;
  return formatIsoDate(addDays(earliestCounted, -1));
}

/**
 * The working days a renewal notice sent on `issuedOn` gives before `renewalDate` (YYYY-MM-DD):
 * those strictly between the two, as the legal minimum counts them.
 */
export const noticeWorkingDays = (issuedOn: string, renewalDate: string): number =>
  workingDaysBetween(issuedOn, renewalDate);

/**
 * A notice sent on `issuedOn` is late when it gives fewer than the legal minimum of working days
 * (RENEWAL_NOTICE_MIN_WORKING_DAYS, 20) before `renewalDate`.
 */
export const isNoticeLate = (issuedOn: string, renewalDate: string): boolean =>
  noticeWorkingDays(issuedOn, renewalDate) < RENEWAL_NOTICE_MIN_WORKING_DAYS;

/**
 * The latest renewal date whose notice, `leadDays` working days ahead, is due on `day`: the renewal
 * cycle run on `day` offers it, and (for any lead time of 21 or more) on time. The demo's home
 * policy is dated by it, so its notice is never late whatever day it is seeded.
 */
export function latestRenewalDateDueOn(day: string, leadDays: number): string {
  const start = parseIsoDate(day);
  if (!start) throw new RangeError(`Not a date: ${day}`);
  let renewal = addDays(start, 1);
  for (;;) {
    const next = addDays(renewal, 1);
    if (noticeDeadline(formatIsoDate(next), leadDays) > day) return formatIsoDate(renewal);
    renewal = next;
  }
}
