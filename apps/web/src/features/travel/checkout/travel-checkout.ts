import {
  CHECKOUT_TIMINGS,
  PAYMENT_FREQUENCIES_BY_PRODUCT,
  PROGRESS_STEPS,
  TRAVEL_INSURER,
  toTravelBindRequest,
  travelCheckoutDetailsSchema,
  travelCheckoutSummary,
  type CheckoutSummary,
  type TravelBindRequest,
} from '@wallet/domain';
import {
  PRICE_TEXTS,
  bindAskedAgain,
  isRecord,
  type BindInput,
  type CheckoutProduct,
} from '../../../lib/checkout/checkout-product';
import type { QuotePayment } from '../../../lib/checkout/quote-payment';
import { clearTravelJourney } from '../journey/travel-journey';
import { bindTravelPolicy } from './bind-travel-policy';

/**
 * car-travel-payment.md 3 and 7 (Travel bind payload): the quote, the confirmed declaration, the
 * premium the quote screen showed and the card token, wrapped with the product and version.
 * Travel is paid once by card.
 */
export function travelBindRequest({ quote, card, consent }: BindInput): TravelBindRequest {
  const details = travelCheckoutDetailsSchema.safeParse(quote.details);
  if (!details.success) throw new Error("A travel bind needs the quote screen's details.");
  if (!card) throw new Error('A travel bind needs the token of the card fields.');
  return toTravelBindRequest({
    quoteReference: quote.quoteReference,
    premiumId: details.data.premiumId,
    quoteName: details.data.quoteName,
    paymentToken: card.token,
    marketing: consent,
  });
}

/** Travel's summary before Buy: the trip, who is insured, the cover and the insurer's terms. */
function travelSummaryOf(quote: QuotePayment): CheckoutSummary | null {
  const details = travelCheckoutDetailsSchema.safeParse(quote.details);
  return details.success ? travelCheckoutSummary(details.data) : null;
}

/** A travel bind names its quote inside bind_policy. */
function travelQuoteReferenceOf(stored: unknown): string | null {
  const policy = isRecord(stored) ? stored.bind_policy : null;
  const reference = isRecord(policy) ? policy.quote_reference : null;
  return typeof reference === 'string' ? reference : null;
}

export const travelCheckout = {
  type: 'travel',
  policyType: 'TRAVEL',
  // platform.md 2.9: the generic (car and travel) quote steps.
  progressSteps: PROGRESS_STEPS.genericQuote,
  paymentFrequencies: PAYMENT_FREQUENCIES_BY_PRODUCT.TRAVEL,
  // Travel is paid once by card: a monthly plan is never offered.
  monthlyPayment: () => null,
  insurerName: (code) => (code === TRAVEL_INSURER.code ? TRAVEL_INSURER.name : code),
  summaryOf: travelSummaryOf,
  // A single trip is not a year's cover: the price is the trip's (or the year's) total.
  paymentTexts: { price: PRICE_TEXTS.totalPremium, payInFull: PRICE_TEXTS.payByCard },
  bindRequest: travelBindRequest,
  quoteReferenceOf: travelQuoteReferenceOf,
  bindCalls: {
    bind: bindTravelPolicy,
    // A card payment is bound at once: with bind upload on, the bind call is what answers.
    upload: bindTravelPolicy,
    status: bindAskedAgain('TRAVEL', travelQuoteReferenceOf, bindTravelPolicy),
  },
  bindStatusPollMs: CHECKOUT_TIMINGS.bindStatusPollEveryMs,
  afterPolicyCreated: { forgetJourney: clearTravelJourney, staleQueries: () => [] },
} satisfies CheckoutProduct<TravelBindRequest>;
