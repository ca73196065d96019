import {
  CAR_PAYMENT_RULES,
  CHECKOUT_TIMINGS,
  PAYMENT_TYPES,
  PROGRESS_STEPS,
  carCheckoutDetailsSchema,
  carCheckoutSummary,
  carInstalmentPlan,
  carInstalmentsInWords,
  insurerNameOf,
  monthlyCostOf,
  parseIsoDate,
  toCarBindRequest,
  type CarBindRequest,
  type CarCheckoutDetails,
  type CheckoutSummary,
} from '@wallet/domain';
import {
  PRICE_TEXTS,
  bindAskedAgain,
  paymentDetailsQuoteReferenceOf,
  type BindInput,
  type CheckoutProduct,
  type MonthlyPayment,
} from '../../../lib/checkout/checkout-product';
import { euroAmountOf } from '../../../lib/money';
import type { QuotePayment } from '../../../lib/checkout/quote-payment';
import { clearCarJourney } from '../journey/car-journey';
import { bindCarPolicy } from './bind-car-policy';

/** What the car view quote handed over, or null for a record this build cannot read. */
function carDetailsOf(quote: QuotePayment): CarCheckoutDetails | null {
  const details = carCheckoutDetailsSchema.safeParse(quote.details);
  return details.success ? details.data : null;
}

/**
 * car-travel-payment.md 9: car monthly is a card deposit of two months, then 10 direct debits
 * collected on the day of the month the policy starts, all of the total if paid by instalment
 * (which includes the charge for paying by instalment).
 */
function carMonthlyPayment(quote: QuotePayment): MonthlyPayment | null {
  const details = carDetailsOf(quote);
  const start = parseIsoDate(quote.startDate);
  // A total below the annual premium is no plan of it: monthly is not offered on such a record.
  if (!details || !start || details.totalIfPaidByInstalmentCents < quote.priceCents) return null;
  const plan = carInstalmentPlan(details.totalIfPaidByInstalmentCents);
  return {
    plan: plan.directDebits,
    inWords: carInstalmentsInWords(plan),
    totalCents: plan.totalCents,
    cost: monthlyCostOf(quote.priceCents, plan.totalCents),
    deposit: { depositCents: plan.depositCents, collectionDay: start.day },
  };
}

/**
 * car-travel-payment.md 3 and 7 (Car bind payload): the level's premium id, the card's token (of
 * the single payment, or of the deposit of a monthly one), the mandate's bank details and
 * instalment when paying monthly, the penalty points and convictions as quoted, and the marketing
 * consent.
 */
export function carBindRequest({
  quote,
  form,
  card,
  consent,
  customerName,
  today,
}: BindInput): CarBindRequest {
  const details = carDetailsOf(quote);
  if (!details) throw new Error("A car bind needs the view quote's details.");
  if (!card) throw new Error('A car bind needs the token of the card fields.');
  const common = {
    quoteReference: quote.quoteReference,
    premiumId: details.premiumId,
    cardToken: card.token,
    cardBrand: card.brand,
    paymentDate: today,
    penaltyDetails: details.penaltyDetails,
    disqualified: details.disqualified,
    marketing: consent,
  };
  if (form.kind === 'card') {
    return toCarBindRequest({
      ...common,
      paymentType: PAYMENT_TYPES.card,
      purchaser: form.nameOnCard,
      priceEuro: euroAmountOf(quote.priceCents),
    });
  }
  const monthly = carMonthlyPayment(quote);
  if (!monthly?.deposit) throw new Error('A car direct debit needs its plan and start date.');
  return toCarBindRequest({
    ...common,
    paymentType: PAYMENT_TYPES.directDebit,
    // The mandate is the account holder's: the signed-in customer, as for home.
    purchaser: customerName,
    priceEuro: euroAmountOf(monthly.totalCents),
    directDebit: {
      iban: form.iban,
      bic: form.bic,
      collectionDay: monthly.deposit.collectionDay,
      instalmentEuro: euroAmountOf(monthly.plan.instalmentCents),
    },
  });
}

/** Car's summary before Buy: the car, the drivers, the cover and the right to cancel. */
function carSummaryOf(quote: QuotePayment): CheckoutSummary | null {
  const details = carDetailsOf(quote);
  return details ? carCheckoutSummary(details) : null;
}

export const carCheckout = {
  type: 'car',
  policyType: 'MOTOR',
  // platform.md 2.9: the generic (car and travel) quote steps.
  progressSteps: PROGRESS_STEPS.genericQuote,
  paymentFrequencies: CAR_PAYMENT_RULES.paymentFrequencies,
  monthlyPayment: carMonthlyPayment,
  insurerName: insurerNameOf,
  summaryOf: carSummaryOf,
  paymentTexts: { price: PRICE_TEXTS.annualPremium, payInFull: PRICE_TEXTS.payAnnually },
  bindRequest: carBindRequest,
  quoteReferenceOf: paymentDetailsQuoteReferenceOf,
  bindCalls: {
    bind: bindCarPolicy,
    // The car API has no upload: with bind upload on, the bind call is what answers.
    upload: bindCarPolicy,
    status: bindAskedAgain('MOTOR', paymentDetailsQuoteReferenceOf, bindCarPolicy),
  },
  bindStatusPollMs: CHECKOUT_TIMINGS.bindStatusPollEveryMs,
  afterPolicyCreated: { forgetJourney: clearCarJourney, staleQueries: () => [] },
} satisfies CheckoutProduct<CarBindRequest>;
