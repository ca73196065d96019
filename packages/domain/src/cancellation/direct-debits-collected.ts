import { daysInMonth, parseIsoDate, formatIsoDate } from '../dates/calendar-date.js';
import type { PolicyPaymentPlan } from '../checkout/policy-payment.js';

/**
 * The dates a monthly plan's direct debits are collected (YYYY-MM-DD), first to last: the first
 * collection date, then the collection day of each month after (the month's last day when it is
 * shorter).
 */
export function collectionDates(plan: PolicyPaymentPlan): string[] {
  const first = parseIsoDate(plan.first_collection_date);
  if (!first) throw new RangeError(`Not a date: ${plan.first_collection_date}`);
  return Array.from({ length: plan.instalments }, (_, index) => {
    const monthIndex = first.year * 12 + (first.month - 1) + index;
    const year = Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    return formatIsoDate({
      year,
      month,
      day: Math.min(plan.collection_day, daysInMonth(year, month)),
    });
  });
}

/**
 * What a monthly plan has taken by the end of `onDate`: any deposit paid by card when it was
 * bought and every direct debit collected on or before that day.
 */
export function collectedByDate(plan: PolicyPaymentPlan, onDate: string): number {
  const debits = collectionDates(plan).filter((date) => date <= onDate).length;
  const lastIndex = plan.instalments - 1;
  let collected = plan.deposit_cents ?? 0;
  for (let index = 0; index < debits; index += 1) {
    collected += index === lastIndex ? plan.last_instalment_cents : plan.instalment_cents;
  }
  return collected;
}
