import { COOLING_OFF_WORKING_DAYS } from '../checkout/cooling-off.js';
import type { PolicyPaymentRead } from '../checkout/policy-payment.js';
import { formatEuro } from '../platform/money.js';
import type { CancellationKind } from './cancellation-messages.js';
import {
  collectedByDate,
  type PlanAdjustment,
  type RecordedCollection,
} from '../checkout/collection-schedule.js';
import { daysOfCoverGiven, periodDays, proRataCents } from './pro-rata.js';
import { addDays, formatIsoDate, parseIsoDate } from '../dates/calendar-date.js';

/** The day before an ISO date (YYYY-MM-DD). */
function dayBefore(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date: ${isoDate}`);
  return formatIsoDate(addDays(date, -1));
}

/** An insurer's terms for a policy that ends early (docs/cancellation-arithmetic.md). */
export interface LeavingTerms {
  /** Kept from a refund on a cancellation after the withdrawal period, never charged on top. */
  feeCents: number;
  /**
   * A withdrawal is refunded in full while no claim has been made on the policy; otherwise it
   * keeps the premium for the days of cover given.
   */
  withdrawalInFull: boolean;
}

/** What a cancellation or withdrawal is worked out from. */
export interface CancellationFacts {
  kind: CancellationKind;
  /** YYYY-MM-DD: the policy's period. */
  startDate: string;
  endDate: string;
  /** The premium for the period (the annual premium; a single trip's premium). */
  premiumCents: number;
  /** How it was paid; null for a policy made without a payment on record. */
  payment: PolicyPaymentRead | null;
  /**
   * A monthly plan's changes (issue 43): the money mid-term changes spread over its debits, and
   * what they settled beside the debits (charged to a card, less refunded to the bank account).
   */
  planChanges?: { adjustments: readonly PlanAdjustment[]; besidesPlanCents: number };
  /**
   * A monthly plan's debits the bank was asked for (issue 45): a collected one or one paid by card
   * after it was missed counts as paid; a missed one does not, and is owed.
   */
  collections?: readonly RecordedCollection[];
  /** YYYY-MM-DD: cover ends at the end of this day (a withdrawal: the day it is made). */
  lastDayOfCover: string;
  /** YYYY-MM-DD: the day the customer asks. */
  today: string;
  /** The cancellation fee in the policy's terms (its insurer's `LeavingTerms`). */
  feeInTermsCents: number;
  /** YYYY-MM-DD: the withdrawal period's last day; a cancellation asked for by then has no fee. */
  withdrawalEndsOn: string;
  /**
   * The insurer's terms refund a withdrawal in full and no claim has been made on the policy
   * (its insurer's `LeavingTerms`): the policy is void from its start, so no premium is kept.
   */
  withdrawalInFull?: boolean;
}

/** Where money goes when the policy ends. */
export type SettlementRoute = 'card' | 'bank_account' | 'none';

/** The figures shown before the customer confirms, and kept as confirmed (docs/cancellation-arithmetic.md). */
export interface CancellationSettlement {
  kind: CancellationKind;
  last_day_of_cover: string;
  days_in_period: number;
  days_of_cover: number;
  premium_cents: number;
  /** What the customer has paid for the policy up to today. */
  paid_cents: number;
  /** The premium for the days of cover given: premium x days of cover / days in period. */
  cover_given_cents: number;
  /** The fee kept from the refund (never more than the refund it is kept from). */
  fee_cents: number;
  /** Paid less the cover given and the fee: above 0 a refund, below 0 a last collection. */
  settlement_cents: number;
  /** A refund goes back the way the policy was paid; a last collection comes from the mandate. */
  route: SettlementRoute;
  /** The monthly plan's direct debits stop. */
  instalments_stopped: boolean;
}

/**
 * The refund (or last collection) when a policy ends early. A withdrawal refunds what was paid less
 * the premium for the days of cover given, or all of it where the insurer's terms refund a
 * withdrawal in full and no claim was made; a cancellation after the withdrawal period also keeps
 * the fee in the policy's terms, but only out of a refund: the fee never makes the customer pay.
 * A monthly plan's debits stop at once, and what was collected is netted against what is due: a
 * missed debit was never paid, so it is not refunded and what it should have taken is still owed.
 */
export function cancellationSettlement(facts: CancellationFacts): CancellationSettlement {
  const days = periodDays(facts.startDate, facts.endDate);
  const keepsNothing = facts.kind === 'withdrawal' && facts.withdrawalInFull === true;
  // Refunded in full, the policy is void from its start (its cover ends the day before): none of
  // its days was paid for, so none of them can be claimed on after.
  const lastDayOfCover =
    keepsNothing && facts.lastDayOfCover >= facts.startDate
      ? dayBefore(facts.startDate)
      : facts.lastDayOfCover;
  const given = daysOfCoverGiven(facts.startDate, facts.endDate, lastDayOfCover);
  const coverGiven = proRataCents(facts.premiumCents, given, days);
  const plan = facts.payment?.plan ?? null;
  const paid =
    facts.payment === null
      ? facts.premiumCents
      : plan
        ? collectedByDate(plan, facts.today, facts.planChanges?.adjustments, facts.collections) +
          (facts.planChanges?.besidesPlanCents ?? 0)
        : facts.payment.charged_cents;
  const feeApplies = facts.kind === 'cancellation' && facts.today > facts.withdrawalEndsOn;
  const fee = feeApplies ? Math.min(facts.feeInTermsCents, Math.max(0, paid - coverGiven)) : 0;
  const settlement = paid - coverGiven - fee;
  const route: SettlementRoute = settlement === 0 ? 'none' : plan ? 'bank_account' : 'card';
  return {
    kind: facts.kind,
    last_day_of_cover: lastDayOfCover,
    days_in_period: days,
    days_of_cover: given,
    premium_cents: facts.premiumCents,
    paid_cents: paid,
    cover_given_cents: coverGiven,
    fee_cents: fee,
    settlement_cents: settlement,
    route,
    instalments_stopped: plan !== null,
  };
}

/**
 * The cancellation fee in the policy's terms as its schedule prints it, true to the rule above:
 * kept only from a refund, never more than it, and only on a cancellation after the withdrawal
 * period (whose 14 working days are never fewer than its 14 calendar days).
 */
export function cancellationFeeInTerms(feeInTermsCents: number): string {
  if (feeInTermsCents === 0) return 'None';
  return `${formatEuro(feeInTermsCents)}, kept only from a refund (never more than the refund) when you cancel after your ${COOLING_OFF_WORKING_DAYS} working days to withdraw; none when you withdraw or cancel within them`;
}

/** A refund is paid within 30 calendar days of the request (S.I. 853/2004, art. 12). */
export const REFUND_WITHIN_DAYS = 30;
