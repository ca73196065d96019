import { COOLING_OFF_WORKING_DAYS } from '../checkout/cooling-off.js';
import { addDays, formatIsoDate, parseIsoDate } from '../dates/calendar-date.js';
import { workingDaysAfter } from '../dates/irish-business-days.js';

/** The distance-selling rules' withdrawal period (S.I. 853/2004), in calendar days. */
export const DISTANCE_SALE_WITHDRAWAL_DAYS = 14;

/**
 * The last day a customer may withdraw from a policy (YYYY-MM-DD). The Consumer Insurance
 * Contracts Act 2019 s.11 gives 14 working days from the later of the policy's start and the day
 * its documents were sent (that day not counted; Irish public holidays are not working days); the
 * distance-selling rules give 14 calendar days. The later of the two ends the period, so both are
 * met (14 working days are never fewer, but the rule does not rely on it). Kept apart from the
 * domain's index, as the holiday tables are ('@wallet/domain/working-days').
 */
export function withdrawalPeriodEnd(startDate: string, documentsSentOn: string): string {
  const from = startDate > documentsSentOn ? startDate : documentsSentOn;
  const fromDate = parseIsoDate(from);
  if (!fromDate) throw new RangeError(`Not a date: ${from}`);
  const byWorkingDays = workingDaysAfter(from, COOLING_OFF_WORKING_DAYS);
  const byCalendarDays = formatIsoDate(addDays(fromDate, DISTANCE_SALE_WITHDRAWAL_DAYS));
  return byWorkingDays > byCalendarDays ? byWorkingDays : byCalendarDays;
}
