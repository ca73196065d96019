import {
  daysInMonth,
  formatDisplayDate,
  formatIsoDate,
  parseIsoDate,
  type CalendarDate,
} from '../dates/calendar-date.js';
import { formatEuro } from '../platform/money.js';
import { productFactsOfPolicyType, type PolicyType } from '../products.js';
import { instalmentsInWords, type InstalmentPlan } from './instalments.js';

/**
 * One premium, paid one of two ways (issue 40): the annual premium is what the policy costs and
 * what paying at once costs; paying monthly may cost more (car: the charge for paying by
 * instalments), and then the instalment total, its charge and the plan are told as such, never
 * as the premium. Every screen, the e-mail and the policy read take their figures from here.
 */

/** What paying monthly costs beside the annual premium. */
export interface MonthlyCost {
  annualPremiumCents: number;
  /** Everything paid monthly, a deposit included. */
  totalCents: number;
  /** The total less the annual premium: the charge for paying by instalments (home: none). */
  chargeCents: number;
}

/**
 * The cost of paying monthly from the annual premium and the instalment total, in cents. A total
 * below the premium is no plan of it (a RangeError).
 */
export function monthlyCostOf(annualPremiumCents: number, totalCents: number): MonthlyCost {
  if (!Number.isInteger(annualPremiumCents) || !Number.isInteger(totalCents)) {
    throw new RangeError('Amounts are whole cents');
  }
  if (totalCents < annualPremiumCents) {
    throw new RangeError('Paying monthly never costs less than the annual premium');
  }
  return { annualPremiumCents, totalCents, chargeCents: totalCents - annualPremiumCents };
}

/**
 * The cost beside the monthly choice: '€20.63 more than paying at once: €433.15 in all', or, with
 * no charge, '€302.80 in all, the same as paying at once: no extra cost'.
 */
export function monthlyCostInWords(cost: MonthlyCost): string {
  if (cost.chargeCents === 0) {
    return `${formatEuro(cost.totalCents)} in all, the same as paying at once: no extra cost`;
  }
  return `${formatEuro(cost.chargeCents)} more than paying at once: ${formatEuro(cost.totalCents)} in all`;
}

/**
 * The months a monthly plan pays ahead when the policy is bought: car's card deposit pays two
 * (car-travel-payment.md 9), so its first direct debit falls two months after the start; home's
 * twelve instalments are all direct debits.
 */
export function monthsPaidAheadOf(policyType: PolicyType): number {
  return productFactsOfPolicyType(policyType).depositMonths;
}

/** A day of a month, or the month's last day when it has fewer days (the 31st in April: the 30th). */
function dayInMonth(year: number, month: number, day: number): CalendarDate {
  return { year, month, day: Math.min(day, daysInMonth(year, month)) };
}

function monthsAfter(date: CalendarDate, months: number): { year: number; month: number } {
  const index = date.year * 12 + (date.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The day the first direct debit is collected (YYYY-MM-DD): the first collection day on or after
 * the start date, once the months the plan pays ahead have run. Home's mandate collects on the
 * day chosen (1, 8, 15 or 22) from the start date on; car's deposit pays the first two months, so
 * its first debit is on the start date's day two months on (the month's last day when it is
 * shorter: a policy from 31 December is first debited on 28 February).
 */
export function firstCollectionDate(
  startDate: string,
  collectionDay: number,
  monthsPaidAhead: number,
): string {
  const start = parseIsoDate(startDate);
  if (!start) throw new RangeError(`Not a start date: ${startDate}`);
  if (!Number.isInteger(collectionDay) || collectionDay < 1 || collectionDay > 31) {
    throw new RangeError(`Not a day of the month: ${collectionDay}`);
  }
  const from = monthsAfter(start, monthsPaidAhead);
  const earliest = dayInMonth(from.year, from.month, start.day);
  const inMonth = dayInMonth(from.year, from.month, collectionDay);
  if (inMonth.day >= earliest.day) return formatIsoDate(inMonth);
  // The collection day of the month has gone by: the next month's.
  const next = monthsAfter(inMonth, 1);
  return formatIsoDate(dayInMonth(next.year, next.month, collectionDay));
}

/** A monthly plan as a policy records it: what was paid ahead, the debits, the total and charge. */
export interface PolicyPaymentPlan {
  /** Paid by card when the policy was bought (car: two months); null when none. */
  deposit_cents: number | null;
  /** The direct debits after any deposit. */
  instalments: number;
  instalment_cents: number;
  last_instalment_cents: number;
  /** Everything paid monthly, the deposit included. */
  total_cents: number;
  /** The total less the annual premium: what paying monthly costs more (home: 0). */
  charge_cents: number;
  /** The day of the month the debits are collected. */
  collection_day: number;
  /** YYYY-MM-DD: when the first direct debit is collected. */
  first_collection_date: string;
}

/**
 * How a policy was paid for, as the API reads it from the payment that made it (its schema,
 * policyPaymentSchema, is in policy-payment-schema.ts: first screens load no zod).
 */
export interface PolicyPaymentRead {
  method: 'card' | 'direct_debit';
  /** YYYY-MM-DD: the day the policy was paid for. */
  paid_on: string;
  /** Taken when the policy was bought: a card's whole amount, a car's deposit; 0 for home's debit. */
  charged_cents: number;
  /** The monthly plan; null when paid at once. */
  plan: PolicyPaymentPlan | null;
}

/** A payment record as the API keeps it (payments row), with the policy it paid for. */
export interface PaymentRecordFacts {
  policyType: PolicyType;
  method: 'card' | 'direct_debit';
  /** What the payment pays in all: the annual premium by card, the instalment total monthly. */
  amountCents: number;
  depositCents: number | null;
  installmentsNumber: number | null;
  instalmentCents: number | null;
  collectionDay: number | null;
  /** The policy's annual premium as it stands (what mid-term changes added or took off in it). */
  annualPremiumCents: number;
  /**
   * What mid-term changes added to the premium, less what they took off (0 when none): the plan
   * was bought at the premium less this.
   */
  madeChangesCents: number;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD: the day it was paid. */
  paidOn: string;
}

/**
 * How a policy was paid for, from its payment record: a card's amount, or the monthly plan with
 * its deposit, debits (the last one what is left of the total), charge and first collection. A
 * direct debit record without its instalments reads as no plan.
 */
export function policyPaymentOf(record: PaymentRecordFacts): PolicyPaymentRead {
  const deposit = record.depositCents ?? null;
  if (record.method === 'card') {
    return {
      method: 'card',
      paid_on: record.paidOn,
      charged_cents: record.amountCents,
      plan: null,
    };
  }
  const instalments = record.installmentsNumber ?? 0;
  const instalmentCents = record.instalmentCents ?? 0;
  const plan =
    instalments > 0 && record.collectionDay
      ? {
          deposit_cents: deposit,
          instalments,
          instalment_cents: instalmentCents,
          last_instalment_cents:
            record.amountCents - (deposit ?? 0) - instalmentCents * (instalments - 1),
          total_cents: record.amountCents,
          // The plan's charge is its total less the premium it was bought at: a mid-term change
          // moves the premium and the debits alike, never the charge. A record older than the
          // annual premium's own column paid its total as the premium.
          charge_cents: Math.max(
            0,
            record.amountCents - (record.annualPremiumCents - record.madeChangesCents),
          ),
          collection_day: record.collectionDay,
          first_collection_date: firstCollectionDate(
            record.startDate,
            record.collectionDay,
            monthsPaidAheadOf(record.policyType),
          ),
        }
      : null;
  return {
    method: 'direct_debit',
    paid_on: record.paidOn,
    charged_cents: deposit ?? 0,
    plan,
  };
}

/** A recorded plan's direct debits, as instalmentsInWords reads a plan. */
export function directDebitsOf(plan: PolicyPaymentPlan): InstalmentPlan {
  return {
    instalments: plan.instalments,
    instalmentCents: plan.instalment_cents,
    lastInstalmentCents: plan.last_instalment_cents,
    totalCents: plan.total_cents - (plan.deposit_cents ?? 0),
  };
}

/**
 * A recorded plan as the customer reads it: 'A deposit of €72.20 by card, then 9 monthly payments
 * of €36.10 and a last payment of €36.05', or home's '12 monthly payments of €25.24'.
 */
export function policyPlanInWords(plan: PolicyPaymentPlan): string {
  const debits = instalmentsInWords(directDebitsOf(plan));
  return plan.deposit_cents === null
    ? debits
    : `A deposit of ${formatEuro(plan.deposit_cents)} by card, then ${debits}`;
}

/** The first direct debit: '€36.10 on 15/03/2027'. */
export function firstCollectionInWords(plan: PolicyPaymentPlan): string {
  const date = parseIsoDate(plan.first_collection_date);
  return `${formatEuro(plan.instalment_cents)} on ${date ? formatDisplayDate(date) : plan.first_collection_date}`;
}

/** The words of a policy's payment facts: the policy page, the thank-you page and the e-mail. */
export const POLICY_PAYMENT_LABELS = {
  annualPremium: 'Annual premium',
  /** A single trip's premium pays for the trip alone. */
  premium: 'Premium',
  paidByCard: 'Paid by card',
  plan: 'Payment plan',
  total: 'Total paid monthly',
  charge: 'Charge for paying monthly',
  noCharge: 'None: no extra cost',
  deposit: 'Deposit paid by card',
  firstDebit: 'First direct debit',
} as const;

export interface PaymentFact {
  label: string;
  value: string;
}

const onDate = (cents: number, isoDate: string) => {
  const date = parseIsoDate(isoDate);
  return `${formatEuro(cents)} on ${date ? formatDisplayDate(date) : isoDate}`;
};

/**
 * How a policy was paid, fact by fact, the same on every screen and in the e-mail: a card's
 * amount and day; or the plan, its total, its charge (total less the annual premium), the deposit
 * taken and the first direct debit. The annual premium is told beside these, never as one of them.
 */
export function policyPaymentFacts(payment: PolicyPaymentRead): PaymentFact[] {
  const L = POLICY_PAYMENT_LABELS;
  const { plan } = payment;
  if (!plan) {
    return payment.method === 'card'
      ? [{ label: L.paidByCard, value: onDate(payment.charged_cents, payment.paid_on) }]
      : [];
  }
  return [
    { label: L.plan, value: policyPlanInWords(plan) },
    { label: L.total, value: formatEuro(plan.total_cents) },
    { label: L.charge, value: plan.charge_cents > 0 ? formatEuro(plan.charge_cents) : L.noCharge },
    ...(plan.deposit_cents === null
      ? []
      : [{ label: L.deposit, value: onDate(plan.deposit_cents, payment.paid_on) }]),
    { label: L.firstDebit, value: firstCollectionInWords(plan) },
  ];
}
