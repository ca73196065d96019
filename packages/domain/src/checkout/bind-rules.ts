import {
  addDays,
  calendarDateOf,
  compareDates,
  formatIsoDate,
  parseIsoDate,
  type CalendarDate,
} from '../dates/calendar-date.js';
import type { PolicyType } from '../products/product-lookups.js';
import { BIND_MESSAGES } from './checkout-messages.js';
import type { InstalmentPlan } from './instalments.js';
import {
  PAYMENT_FREQUENCIES,
  PAYMENT_TYPES,
  isMonthly,
  type PaymentFrequency,
  type PaymentType,
} from './payment-options.js';

/**
 * What one product's checkout allows: the same rules for the payment form and for the server's
 * bind (home.md 9, car-travel-payment.md 9). Car and travel add their own entry when they sell.
 */
export interface CheckoutPaymentRules {
  policyType: PolicyType;
  /** How messages name the product: 'Home direct debits are paid in 12 instalments.' */
  productLabel: string;
  /** The payment frequencies offered, single ('1') first. */
  paymentFrequencies: readonly PaymentFrequency[];
  /** The days of the month a direct debit may be collected on. */
  collectionDays: readonly number[];
  /** The instalments of an annual premium paid monthly; absent for a card-only product. */
  monthlyPlan?: (annualCents: number) => InstalmentPlan;
  /** How many days after it was priced a quote may still be bought (0: the same day only). */
  quoteValidityDays: number;
  /** What a bind is told of a price past its validity, when the product words it its own way. */
  quoteExpiredMessage?: string;
  /**
   * car-travel-payment.md 9: 'car shows the day of the policy start date as collection day': the
   * direct debit is collected on the start date's day of the month, not on a day chosen.
   */
  collectionDayIsStartDay?: boolean;
  /**
   * car-travel-payment.md 9: a direct debit that starts with a deposit paid by card (car: two
   * months), in cents of the instalment total; absent when a direct debit takes no deposit.
   */
  monthlyDeposit?: (instalmentTotalCents: number) => number;
}

/**
 * A bind states its payment frequency through the payment type and the number of instalments: a
 * card pays once ('1'), a direct debit in as many instalments as its frequency names ('12' for
 * home, '10' for car).
 */
export function paymentFrequencyOfBind(
  paymentType: PaymentType,
  installmentsNumber: number | null | undefined,
): string {
  if (paymentType === PAYMENT_TYPES.card) return PAYMENT_FREQUENCIES.single;
  return String(installmentsNumber ?? '');
}

/** The payment a bind asks for, whatever the product's payload calls its fields. */
export interface BindPayment {
  paymentType: PaymentType;
  installmentsNumber: number | null | undefined;
  collectionDay: number | null | undefined;
  /**
   * The premium in euro as the customer saw it. Absent when the product's bind does not state it
   * (travel): the card was authorised for the price shown, and the capture holds the authorised
   * amount to the quote's price.
   */
  totalPremiumEuro?: number;
  /** A direct debit's instalment in euro as the customer saw it, when the payload states it. */
  instalmentEuro?: number | null | undefined;
}

/** The quote being bought, as the server reads it from its own records. */
export interface QuoteOnSale {
  priceCents: number;
  /** When the quote was last priced. */
  pricedAt: Date;
  /** YYYY-MM-DD */
  startDate: string;
  /**
   * Present for a renewal offer's quote (home): it is priced ahead for its renewal, so it may be
   * bought until its start date rather than within the product's validity (decision 0031).
   */
  renewalOf?: unknown;
}

/** The fields of a bind a rule can fault; each product maps them to its payload's paths. */
export type BindField =
  | 'quoteReference'
  | 'choice'
  | 'totalPremium'
  | 'paymentType'
  | 'installmentsNumber'
  | 'instalmentAmount'
  | 'collectionDay';

export type BindProblems = Partial<Record<BindField, string[]>>;

function add(problems: BindProblems, field: BindField, message: string): void {
  (problems[field] ??= []).push(message);
}

/** How far from a whole cent a euro amount's binary form may fall (64.35 * 100 is 6434.999...). */
const CENT_TOLERANCE = 1e-6;

/**
 * Whether an amount in euro from a request is exactly these cents: a whole number of cents, not a
 * fraction that rounds to them (64.735 is not €64.74). Any number a request can carry is answered
 * (never thrown on): 1e308 euro is simply not the price.
 */
export function isEuroAmountOf(euro: number, cents: number): boolean {
  const asCents = euro * 100;
  return (
    Number.isFinite(asCents) &&
    Math.round(asCents) === cents &&
    Math.abs(asCents - cents) < CENT_TOLERANCE
  );
}

/**
 * The rules of a bind that need no quote: a frequency the product allows, its number of
 * instalments and a collection day the product collects on.
 */
export function bindPaymentProblems(
  rules: CheckoutPaymentRules,
  payment: Pick<BindPayment, 'paymentType' | 'installmentsNumber' | 'collectionDay'>,
): BindProblems {
  const problems: BindProblems = {};
  const frequency = paymentFrequencyOfBind(payment.paymentType, payment.installmentsNumber);
  const allowed: readonly string[] = rules.paymentFrequencies;
  if (payment.paymentType === PAYMENT_TYPES.card) {
    if (!allowed.includes(frequency)) add(problems, 'paymentType', BIND_MESSAGES.frequencyInvalid);
    return problems;
  }
  const monthly = rules.paymentFrequencies.filter(isMonthly);
  if (monthly.length === 0) {
    add(problems, 'paymentType', BIND_MESSAGES.frequencyInvalid);
    return problems;
  }
  // A direct debit is paid in instalments: the single payment ('1') is a card's.
  if (!monthly.includes(frequency as PaymentFrequency)) {
    add(problems, 'installmentsNumber', BIND_MESSAGES.instalments(rules.productLabel, monthly));
  }
  if (
    !rules.collectionDayIsStartDay &&
    !rules.collectionDays.some((day) => day === payment.collectionDay)
  ) {
    add(problems, 'collectionDay', BIND_MESSAGES.collectionDay(rules.collectionDays));
  }
  return problems;
}

const lastDayOfQuote = (pricedAt: Date, validityDays: number): CalendarDate =>
  addDays(calendarDateOf(pricedAt), validityDays);

/**
 * The last day (YYYY-MM-DD) a quote priced at this instant may be bought: a quote priced on 1 March
 * and valid 90 days may be bought until 30 May, whatever the hour.
 */
export function quoteValidUntil(pricedAt: Date, validityDays: number): string {
  return formatIsoDate(lastDayOfQuote(pricedAt, validityDays));
}

/**
 * The rules of a bind against the quote it buys (home.md 9): the quote is still valid and its
 * cover has not started, the premium is the quote's price and a direct debit's instalments are
 * the product's plan of that price.
 */
export function bindQuoteProblems(
  rules: CheckoutPaymentRules,
  payment: BindPayment,
  quote: QuoteOnSale,
  now: Date,
): BindProblems {
  const problems: BindProblems = {};
  const today = calendarDateOf(now);
  const start = parseIsoDate(quote.startDate);
  // A renewal offer's price holds until its renewal starts, which the start date rule checks.
  const isRenewal = quote.renewalOf !== undefined && quote.renewalOf !== null;
  if (
    !isRenewal &&
    compareDates(today, lastDayOfQuote(quote.pricedAt, rules.quoteValidityDays)) > 0
  ) {
    add(
      problems,
      'quoteReference',
      rules.quoteExpiredMessage ??
        (rules.quoteValidityDays === 0
          ? BIND_MESSAGES.quoteExpiredToday
          : BIND_MESSAGES.quoteExpired(rules.quoteValidityDays)),
    );
  }
  if (!start || compareDates(start, today) < 0) {
    add(problems, 'quoteReference', BIND_MESSAGES.startDatePassed);
  }
  if (
    start &&
    rules.collectionDayIsStartDay &&
    payment.paymentType === PAYMENT_TYPES.directDebit &&
    payment.collectionDay !== start.day
  ) {
    add(
      problems,
      'collectionDay',
      BIND_MESSAGES.collectionDayOfStart(rules.productLabel, start.day),
    );
  }
  if (
    payment.totalPremiumEuro !== undefined &&
    !isEuroAmountOf(payment.totalPremiumEuro, quote.priceCents)
  ) {
    add(problems, 'totalPremium', BIND_MESSAGES.premiumChanged);
  }
  const instalment = payment.instalmentEuro;
  if (payment.paymentType === PAYMENT_TYPES.directDebit && rules.monthlyPlan) {
    // Each instalment is collected as stated: a monthly bind states it, to the cent.
    if (instalment === null || instalment === undefined) {
      add(problems, 'instalmentAmount', BIND_MESSAGES.instalmentRequired);
    } else if (!isEuroAmountOf(instalment, rules.monthlyPlan(quote.priceCents).instalmentCents)) {
      add(problems, 'instalmentAmount', BIND_MESSAGES.premiumChanged);
    }
  }
  return problems;
}
