import {
  CHECKOUT_TIMINGS,
  COOLING_OFF_RIGHT,
  PROGRESS_STEPS,
  formatEuro,
  toBindMarketing,
  isoToDisplayDate,
  type CheckoutSummary,
} from '@wallet/domain';
import { z } from 'zod';
import {
  PRICE_TEXTS,
  bindAskedAgain,
  isRecord,
  type BindInput,
  type CheckoutProduct,
} from '../src/lib/checkout/checkout-product';
import type { QuotePayment } from '../src/lib/checkout/quote-payment';
import {
  GADGET_DEVICES,
  GADGET_INSURER,
  GADGET_POLICY_TYPE,
  GADGET_PRODUCT_FACTS,
  type GadgetBindRequest,
} from '@wallet/domain/test-product';
import { bindGadgetPolicy } from './gadget-api';
import { clearGadgetJourney } from './gadget-journey';
import { GADGET_TYPE } from './gadget-product';
import { GADGET_TEXTS } from './gadget-texts';

/** What the quote page hands the checkout in the quote-payment record's details. */
export const gadgetCheckoutDetailsSchema = z.object({
  device: z.enum(Object.keys(GADGET_DEVICES) as [keyof typeof GADGET_DEVICES]),
  valueEur: z.number().int(),
  endDate: z.string(),
});
export type GadgetCheckoutDetails = z.infer<typeof gadgetCheckoutDetailsSchema>;

const dateText = (iso: string) => isoToDisplayDate(iso.slice(0, 10)) ?? iso;

/** The summary before Buy: the gadget and its year of cover, and the insurer's terms. */
function gadgetSummaryOf(quote: QuotePayment): CheckoutSummary | null {
  const details = gadgetCheckoutDetailsSchema.safeParse(quote.details);
  if (!details.success) return null;
  const text = GADGET_TEXTS;
  return {
    sections: [
      {
        title: text.summary.section,
        rows: [
          { label: text.quote.device, value: GADGET_DEVICES[details.data.device] },
          { label: text.quote.value, value: formatEuro(details.data.valueEur * 100) },
          { label: text.summary.coverStarts, value: dateText(quote.startDate) },
          { label: text.summary.coverEnds, value: dateText(details.data.endDate) },
        ],
      },
    ],
    documents: [],
    cancellation: [COOLING_OFF_RIGHT],
    eligibility: [...text.eligibility],
  };
}

/** The bind: the quote, the card's token and the marketing consent. Paid once by card. */
export function gadgetBindRequest({ quote, card, consent }: BindInput): GadgetBindRequest {
  if (!card) throw new Error('A gadget bind needs the token of the card fields.');
  return {
    quote_reference: quote.quoteReference,
    payment_token: card.token,
    marketing: toBindMarketing(consent),
  };
}

/** A gadget bind names its quote at its top. */
function gadgetQuoteReferenceOf(stored: unknown): string | null {
  const reference = isRecord(stored) ? stored.quote_reference : null;
  return typeof reference === 'string' ? reference : null;
}

export const gadgetCheckout = {
  type: GADGET_TYPE,
  policyType: GADGET_POLICY_TYPE,
  progressSteps: PROGRESS_STEPS.genericQuote,
  paymentFrequencies: GADGET_PRODUCT_FACTS.paymentFrequencies,
  // Paid once by card: a monthly plan is never offered.
  monthlyPayment: () => null,
  insurerName: (code) => (code === GADGET_INSURER.code ? GADGET_INSURER.name : code),
  summaryOf: gadgetSummaryOf,
  paymentTexts: { price: PRICE_TEXTS.annualPremium, payInFull: PRICE_TEXTS.payByCard },
  bindRequest: gadgetBindRequest,
  quoteReferenceOf: gadgetQuoteReferenceOf,
  bindCalls: {
    bind: bindGadgetPolicy,
    // A card payment is bound at once: with bind upload on, the bind call is what answers.
    upload: bindGadgetPolicy,
    status: bindAskedAgain(GADGET_POLICY_TYPE, gadgetQuoteReferenceOf, bindGadgetPolicy),
  },
  bindStatusPollMs: CHECKOUT_TIMINGS.bindStatusPollEveryMs,
  afterPolicyCreated: { forgetJourney: clearGadgetJourney, staleQueries: () => [] },
} satisfies CheckoutProduct<GadgetBindRequest>;
