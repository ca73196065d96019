import {
  addDays,
  daysInMonth,
  formatIsoDate,
  isoToDisplayDate,
  parseIsoDate,
} from '../dates/calendar-date.js';
import { formatEuro } from '../platform/money.js';
import type { PolicyPaymentPlan } from './policy-payment.js';

/**
 * A monthly plan's direct debits as they fall (issue 43): the plan as bought, then each mid-term
 * change's money spread over the debits still to come (docs/cancellation-arithmetic.md).
 */

/** One direct debit: the day it is collected (YYYY-MM-DD) and what it takes. */
export interface Collection {
  date: string;
  amount_cents: number;
}

/** A mid-term change's money as the plan carries it. */
export interface PlanAdjustment {
  /** YYYY-MM-DD: the day the change was made. */
  madeOn: string;
  /** Added to (above 0) or taken off (below 0) the debits still to come, in all. */
  cents: number;
}

/**
 * The days' notice a debit's new amount is given (the SEPA Core rulebook's pre-notification, 14
 * calendar days unless the mandate agrees fewer): a change's money is spread over the debits at
 * least this many days after the day it is made, and the change's e-mail is that notice.
 */
export const DEBIT_NOTICE_DAYS = 14;

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

/** YYYY-MM-DD: the first day a debit may carry a new amount for a change made on `madeOn`. */
export function firstDebitCarrying(madeOn: string): string {
  const made = parseIsoDate(madeOn);
  if (!made) throw new RangeError(`Not a date: ${madeOn}`);
  return formatIsoDate(addDays(made, DEBIT_NOTICE_DAYS));
}

/**
 * `cents` spread over `debits` in whole cents: each takes the same share (cut toward zero) and
 * the last also takes what is left, as the plan's own last debit does.
 */
export function spreadOver(debits: readonly Collection[], cents: number): Collection[] {
  if (!Number.isInteger(cents)) throw new RangeError('Amounts are whole cents');
  if (debits.length === 0) {
    if (cents === 0) return [];
    throw new RangeError('No debits to spread over');
  }
  const share = Math.trunc(cents / debits.length);
  const rest = cents - share * debits.length;
  return debits.map((debit, index) => ({
    date: debit.date,
    amount_cents: debit.amount_cents + share + (index === debits.length - 1 ? rest : 0),
  }));
}

/** The debits a change made on `madeOn` may be spread over: those dated from its notice on. */
export function debitsToCarry(schedule: readonly Collection[], madeOn: string): Collection[] {
  const from = firstDebitCarrying(madeOn);
  return schedule.filter((debit) => debit.date >= from);
}

/**
 * Whether a change's money can ride on the plan's debits: there are debits to carry it, and a
 * return leaves none of them below nothing. When it cannot, an extra charge is paid by card and
 * a return is refunded to the bank account.
 */
export function planCanCarry(schedule: readonly Collection[], adjustment: PlanAdjustment): boolean {
  const carrying = debitsToCarry(schedule, adjustment.madeOn);
  if (carrying.length === 0) return false;
  return spreadOver(carrying, adjustment.cents).every((debit) => debit.amount_cents >= 0);
}

/**
 * The plan's debits with each change's money spread over those from its notice on, in the order
 * the changes were made. A change the debits could not carry when it was made was settled another
 * way and is not passed here; one passed that they cannot carry is left off the debits (it stays
 * in the premium, and so in what a cancellation nets), never an error.
 */
export function collectionSchedule(
  plan: PolicyPaymentPlan,
  adjustments: readonly PlanAdjustment[] = [],
): Collection[] {
  const last = plan.instalments - 1;
  let schedule: Collection[] = collectionDates(plan).map((date, index) => ({
    date,
    amount_cents: index === last ? plan.last_instalment_cents : plan.instalment_cents,
  }));
  const inOrder = [...adjustments].sort((a, b) => a.madeOn.localeCompare(b.madeOn));
  for (const adjustment of inOrder) {
    if (!planCanCarry(schedule, adjustment)) continue;
    const from = firstDebitCarrying(adjustment.madeOn);
    const spread = spreadOver(debitsToCarry(schedule, adjustment.madeOn), adjustment.cents);
    schedule = [...schedule.filter((debit) => debit.date < from), ...spread];
  }
  return schedule;
}

/**
 * What a monthly plan has taken by the end of `onDate`: any deposit paid by card when it was
 * bought and every debit as it stands that day (debitsAsTheyStand) that brought money in, at what
 * it took: one the bank collected, or paid by card after it was missed. A missed debit took
 * nothing (it is still owed); one with no record counts as collected once it is dated by `onDate`.
 */
export function collectedByDate(
  plan: PolicyPaymentPlan,
  onDate: string,
  adjustments: readonly PlanAdjustment[] = [],
  recorded: readonly RecordedCollection[] = [],
): number {
  return debitsAsTheyStand(collectionSchedule(plan, adjustments), onDate, null, recorded)
    .filter((debit) => TAKES_MONEY.has(debit.status))
    .reduce((sum, debit) => sum + debit.amount_cents, plan.deposit_cents ?? 0);
}

/**
 * Where a direct debit stands: taken, still to come, stopped when the policy ended, missed (the
 * bank refused it: issue 45) or paid by card after it was missed.
 */
export const DEBIT_STATUSES = ['collected', 'due', 'stopped', 'missed', 'paid'] as const;
export type DebitStatus = (typeof DEBIT_STATUSES)[number];

/** What each status is called where a debit is listed. */
export const DEBIT_STATUS_LABELS: Record<DebitStatus, string> = {
  collected: 'Collected',
  due: 'Due',
  stopped: 'Stopped',
  missed: 'Missed',
  paid: 'Paid by card',
};

/** How a collection of a debit was recorded when the bank was asked for it (issue 45). */
export const RECORDED_COLLECTION_STATUSES = ['collected', 'missed', 'paid_by_card'] as const;
export type RecordedCollectionStatus = (typeof RECORDED_COLLECTION_STATUSES)[number];

/** A debit the bank was asked to collect: its day, what it was for and how it went. */
export interface RecordedCollection extends Collection {
  status: RecordedCollectionStatus;
}

/** A debit with where it stands, as the policy page lists it. */
export interface DebitAsItStands extends Collection {
  status: DebitStatus;
}

/** The debits that brought money in: collected by the bank, or paid by card once missed. */
const TAKES_MONEY: ReadonlySet<DebitStatus> = new Set<DebitStatus>(['collected', 'paid']);

const RECORDED_AS: Record<RecordedCollectionStatus, DebitStatus> = {
  collected: 'collected',
  missed: 'missed',
  paid_by_card: 'paid',
};

/**
 * The plan's debits as they stand on `today`. A debit the bank was asked for stands as it was
 * recorded (collected, missed, or paid by card after it was missed), at the amount asked. One with
 * no record stands as before collections were recorded: dated by today, collected; later, due;
 * or stopped when the policy was withdrawn from or cancelled (`endedOn`, the day it was asked:
 * the debits stop at once).
 */
export function debitsAsTheyStand(
  schedule: readonly Collection[],
  today: string,
  endedOn: string | null,
  recorded: readonly RecordedCollection[] = [],
): DebitAsItStands[] {
  const byDate = new Map(recorded.map((row) => [row.date, row]));
  return schedule.map((debit) => {
    const record = byDate.get(debit.date);
    if (record) {
      return {
        date: debit.date,
        amount_cents: record.amount_cents,
        status: RECORDED_AS[record.status],
      };
    }
    return {
      ...debit,
      status:
        endedOn !== null && debit.date > endedOn
          ? 'stopped'
          : debit.date <= today
            ? 'collected'
            : 'due',
    };
  });
}

/**
 * The debits the bank is to be asked for by the end of `onDate`: those dated by then that have
 * no record yet, stopping at the day the policy ended.
 */
export function debitsToCollect(
  schedule: readonly Collection[],
  onDate: string,
  endedOn: string | null,
  recordedDates: ReadonlySet<string>,
): Collection[] {
  return schedule.filter(
    (debit) =>
      debit.date <= onDate &&
      !recordedDates.has(debit.date) &&
      (endedOn === null || debit.date <= endedOn),
  );
}

/**
 * A monthly plan as its mid-term changes leave it, in the payment schedule's figures: what an
 * endorsement prints in place of a plan of the new premium.
 */
export interface PlanAsItStands {
  /** Paid by card when the policy was bought (car); null when none. */
  deposit_cents: number | null;
  /** Every debit as it stands: those collected at what they took, the rest carrying the changes. */
  debits: DebitAsItStands[];
  /** What paying monthly costs beside the premium, as bought: a change never moves it. */
  charge_cents: number;
}

/**
 * The plan as it stands from the plan as bought (its deposit and charge) and its debits worked
 * out with every change made (collectionSchedule), on `today`.
 */
export function planAsItStands(
  plan: Pick<PolicyPaymentPlan, 'deposit_cents' | 'charge_cents'>,
  schedule: readonly Collection[],
  today: string,
): PlanAsItStands {
  return {
    deposit_cents: plan.deposit_cents,
    debits: debitsAsTheyStand(schedule, today, null),
    charge_cents: plan.charge_cents,
  };
}

/** A debit as a document lists it: '€38.75, due'. */
export const debitAsItStandsInWords = (debit: DebitAsItStands): string =>
  `${formatEuro(debit.amount_cents)}, ${DEBIT_STATUS_LABELS[debit.status].toLowerCase()}`;

/** The day a debit is listed under: 'Direct debit on 15/01/2027'. */
export const debitDayInWords = (debit: Collection): string =>
  `Direct debit on ${isoToDisplayDate(debit.date) ?? debit.date}`;
