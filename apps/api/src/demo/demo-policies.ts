import {
  RENEWAL_NOTICE_DEFAULT_WORKING_DAYS,
  TRAVEL_INSURER,
  calendarDateOf,
  formatIsoDate,
} from '@wallet/domain';
import { latestRenewalDateDueOn } from '@wallet/domain/working-days';

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function monthsFrom(today: Date, months: number): Date {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
}

/**
 * The first day of the year of cover that ends the day before `renewalDate` (YYYY-MM-DD): the same
 * day a year earlier, 28 February for a renewal on 29 February.
 */
function yearBefore(renewalDate: string): Date {
  const [year, month, day] = renewalDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year - 1, month - 1, Math.min(day, month === 2 ? 28 : day)));
}

/**
 * The demo customer's policies. The home policy is due for renewal: it started about 11 months
 * ago and renews on the latest day whose notice, at the default lead time of 25 working days
 * (Irish public holidays not counted), is due today, so the cycle run when the demo is seeded
 * issues it, and on time (24 or 25 working days ahead, never under the legal 20).
 * Each is priced by its insurer's rating engine when seeded (its premium and end date are those of
 * the quote); the premiums here are those of the records of old.
 */
export function demoPolicies(today: Date) {
  const renewalDate = latestRenewalDateDueOn(
    formatIsoDate(calendarDateOf(today)),
    RENEWAL_NOTICE_DEFAULT_WORKING_DAYS,
  );
  const home = yearBefore(renewalDate);
  const motor = monthsFrom(today, -4);
  const travel = monthsFrom(today, -2);
  const yearAfter = (start: Date) =>
    isoDate(new Date(monthsFrom(start, 12).getTime() - 86_400_000));
  return [
    {
      policyType: 'HOME' as const,
      referenceNumber: 'HQ-10000421',
      policyNumber: 'BHH0042187',
      policyId: 'POL-H-7F3A21',
      insurer: 'RSA',
      startDate: isoDate(home),
      endDate: yearAfter(home),
      premiumCents: 48_650,
    },
    {
      policyType: 'MOTOR' as const,
      referenceNumber: 'MQ-20000873',
      policyNumber: 'BMC0087319',
      policyId: 'POL-M-2C9B04',
      insurer: 'RSA',
      startDate: isoDate(motor),
      endDate: yearAfter(motor),
      premiumCents: 71_240,
    },
    {
      policyType: 'TRAVEL' as const,
      referenceNumber: 'TQ-30001562',
      policyNumber: 'BTA0156204',
      policyId: 'POL-T-91DE58',
      insurer: TRAVEL_INSURER.code,
      startDate: isoDate(travel),
      endDate: yearAfter(travel),
      premiumCents: 8_900,
    },
  ];
}
