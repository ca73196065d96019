import {
  PAYMENT_FREQUENCIES,
  type CardToken,
  type CheckoutSummary,
  type BindResponse,
  type BindStatusRequest,
  type InstalmentPlan,
  type MandateOnFileOffer,
  type MarketingConsent,
  type MonthlyCost,
  type PaymentFormData,
  type PaymentFrequency,
  type PolicyType,
  type ProductType,
} from '@wallet/domain';
import type { QuotePayment } from './quote-payment';
import { readBindRequest } from './checkout-storage';

/** What the payment page knows when the customer presses Buy. */
export type BindInput = {
  quote: QuotePayment;
  form: PaymentFormData;
  /** The gateway's answer for a card payment; null for a direct debit. */
  card: CardToken | null;
  consent: MarketingConsent;
  /** The signed-in customer's full name: a direct debit's purchaser. */
  customerName: string;
  /** Today, YYYY-MM-DD. */
  today: string;
};

/**
 * Where a bind stands, as the thank-you page reads it. A product whose API answers in another
 * shape turns its answer into this one inside its calls.
 */
export type BindAnswer = BindResponse;

/** What the bind status call is asked with: the quote, under the signed-in customer's e-mail. */
export type BindStatusQuery = BindStatusRequest;

/** A bind payload: each product has its own (see CheckoutProduct). */
export type BindRequest = Record<string, unknown>;

/**
 * How a quote is paid monthly: the direct debits, the whole plan in words as every screen says
 * it, and what it comes to. A product whose direct debits start with a deposit paid by card
 * (car-travel-payment.md 9: car's two months) declares it, with the day of the month the debits
 * are collected, which is then shown rather than chosen.
 */
export type MonthlyPayment = {
  /** The direct debit instalments the mandate collects. */
  plan: InstalmentPlan;
  inWords: string;
  /** Everything paid monthly, the deposit included. */
  totalCents: number;
  /**
   * What paying monthly costs beside the annual premium (issue 40): the charge (car's charge for
   * paying by instalments; home: none) and the total, said beside the monthly choice.
   */
  cost: MonthlyCost;
  deposit?: {
    /** What the card is authorised for today. */
    depositCents: number;
    /** The day of the month each direct debit is collected. */
    collectionDay: number;
  };
};

/**
 * A product's bind calls. The request is the product's own payload (home's payment_details,
 * travel's wrapped bind_policy); every call answers a BindAnswer.
 */
export type BindCalls<Request extends BindRequest> = {
  /** Pays and makes the policy, answering when it is done. */
  bind(request: Request): Promise<BindAnswer>;
  /** With bind_upload_enabled: hands the bind over and answers at once, usually IN_PROGRESS. */
  upload(request: Request): Promise<BindAnswer>;
  /** Where an uploaded (or interrupted) bind stands. */
  status(query: BindStatusQuery): Promise<BindAnswer>;
};

/**
 * The rules and calls of one product's checkout. The screens are written once for the three
 * products and read everything product-specific from here. A product joins the checkout with one
 * entry: car with its '10' monthly frequency and card deposit, travel with its card-only
 * frequency and its wrapped bind payload (bind_policy with selected_premium_id and
 * declaration_consent, sent to /travel/travel_quotes/bind).
 */
export type CheckoutProduct<Request extends BindRequest = BindRequest> = {
  type: ProductType;
  policyType: PolicyType;
  /**
   * The product's payment page, where a declined card is tried again: its type's make-payment
   * address unless the product says otherwise (a renewal's has its own, home.md 2).
   */
  paymentPath?: string;
  /** platform.md 2.9: the progress steps, ending with Payment. */
  progressSteps: readonly string[];
  /** car-travel-payment.md 9: the payment frequencies offered, single ('1') first. */
  paymentFrequencies: readonly PaymentFrequency[];
  /**
   * How the quote is paid monthly, for a product that may pay monthly; null when the quote cannot
   * be (a card-only product, or a record this product cannot read).
   */
  monthlyPayment: (quote: QuotePayment) => MonthlyPayment | null;
  /** The insurer's name as the customer knows it, from the quote's insurer code. */
  insurerName: (code: string) => string;
  /**
   * What the customer is buying, shown before Buy: the insured thing, the cover, the extras, the
   * insurer's documents, the right to cancel and the eligibility requirements. Built from what the
   * product's view-quote screen handed over (the quote-payment record's details); null when it
   * handed over nothing this product can read.
   */
  summaryOf: (quote: QuotePayment) => CheckoutSummary | null;
  /** What the payment page calls the price and the one-off card payment. */
  paymentTexts: { price: string; payInFull: string };
  /** The product's bind payload, built when the customer presses Buy. */
  bindRequest: (input: BindInput) => Request;
  /**
   * The quote a stored bind request is for, or null when the stored value is not a request of
   * this product (left-over junk). The server checks the request in full.
   */
  quoteReferenceOf(stored: unknown): string | null;
  bindCalls: BindCalls<Request>;
  /** How often the thank-you page asks where an uploaded bind stands. */
  bindStatusPollMs: number;
  /** A renewal paid for (home.md 2): the thank-you page says renewed, not purchased. */
  renewal?: boolean;
  /**
   * The direct debit on file a quote may be paid on instead of bank details typed again (a home
   * renewal with the same insurer); absent or null when there is none.
   */
  mandateOnFile?: (quote: QuotePayment) => MandateOnFileOffer | null;
  /**
   * What the app forgets and asks again once the policy exists: the product's journey, and the
   * queries whose answers the new policy changes.
   */
  afterPolicyCreated?: {
    forgetJourney(): void;
    staleQueries(userId: string | null): readonly (readonly unknown[])[];
  };
  /**
   * The product's renewal checkout, when its renewals are paid online (home.md 2): the thank-you
   * page shows it when the bind the payment page stored is a renewal's.
   */
  renewalCheckout?: { product: CheckoutProduct; isItsBind(stored: unknown): boolean };
};

/** What the payment page calls a price and a one-off card payment, as a product chooses them. */
export const PRICE_TEXTS = {
  annualPremium: 'Annual premium',
  totalPremium: 'Total premium',
  payAnnually: 'Pay annually by card',
  payByCard: 'Pay by card',
} as const;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A bind that names its quote inside payment_details (home's and car's). */
export function paymentDetailsQuoteReferenceOf(stored: unknown): string | null {
  const details = isRecord(stored) ? stored.payment_details : null;
  const reference = isRecord(details) ? details.quote_reference : null;
  return typeof reference === 'string' ? reference : null;
}

/**
 * Where a bind stands for a product whose API has no status call (car, travel), after a reload or
 * a failed call: the bind stored in this tab is asked again, which the API answers with the first
 * result for the quote (it never pays twice).
 */
export function bindAskedAgain<Request extends BindRequest>(
  policyType: PolicyType,
  quoteReferenceOf: (stored: unknown) => string | null,
  bind: (request: Request) => Promise<BindAnswer>,
) {
  return async (query: BindStatusQuery): Promise<BindAnswer> => {
    const stored = readBindRequest(policyType);
    if (quoteReferenceOf(stored) !== query.quote_reference) {
      throw new Error('No bind of this quote was started in this tab.');
    }
    return bind(stored as Request);
  };
}

export const PAYMENT_PROGRESS_STEP = 'Payment';

export const isSinglePayment = (paymentFrequency: string) =>
  paymentFrequency === PAYMENT_FREQUENCIES.single;
