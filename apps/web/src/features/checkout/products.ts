import {
  CAR_PAYMENT_RULES,
  DIRECT_DEBIT_CARD_TYPE,
  HOME_INSURER_NAMES,
  CHECKOUT_TIMINGS,
  PAYMENT_FREQUENCIES,
  PAYMENT_FREQUENCIES_BY_PRODUCT,
  PAYMENT_TYPES,
  homeCheckoutDetailsSchema,
  homeCheckoutSummary,
  monthlyInstalmentPlan,
  TRAVEL_INSURER,
  carCheckoutDetailsSchema,
  carCheckoutSummary,
  carInstalmentPlan,
  carInstalmentsInWords,
  insurerNameOf,
  instalmentsInWords,
  monthlyCostOf,
  parseIsoDate,
  toBindMarketing,
  toCarBindRequest,
  toTravelBindRequest,
  travelCheckoutDetailsSchema,
  travelCheckoutSummary,
  type CardToken,
  type CarBindRequest,
  type CarCheckoutDetails,
  type CheckoutSummary,
  type HomeBindRequest,
  type BindResponse,
  type BindStatusRequest,
  type InstalmentPlan,
  type MarketingConsent,
  type MonthlyCost,
  type PaymentFormData,
  type PaymentFrequency,
  type PolicyType,
  type ProductType,
  type TravelBindRequest,
  PROGRESS_STEPS,
  RENEWAL_STEPS,
  type RenewalBindRequest,
  type MandateOnFileOffer,
} from '@wallet/domain';
import { euroAmountOf } from '../../lib/money';
import type { QuotePayment } from '../../lib/quote-payment';
import { mandateOnFileOfDetails, renewalAnswersOfDetails } from '../../lib/renewal-payment';
import { bindHomePolicy } from './api/bind-home-policy';
import { bindHomeRenewal } from './api/bind-home-renewal';
import { bindMotorPolicy } from './api/bind-motor-policy';
import { bindTravelPolicy } from './api/bind-travel-policy';
import { readBindRequest } from './lib/checkout-storage';
import { PAYMENT_TEXTS } from './payment/payment-texts';
import { getHomeBindStatus } from './api/get-home-bind-status';
import { uploadHomeBind } from './api/upload-home-bind';

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
};

/** home.md 7 (Bind) and the team's contract: what a home bind carries for card or direct debit. */
export function homeBindRequest({
  quote,
  form,
  card,
  consent,
  customerName,
  today,
}: BindInput): HomeBindRequest {
  const common = {
    quote_reference: quote.quoteReference,
    payment_date: today,
    product_selected: quote.schemeCode,
    total_premium: euroAmountOf(quote.priceCents),
  };
  if (form.kind === 'card') {
    if (!card) throw new Error('A card payment needs the token of the card fields.');
    return {
      payment_details: {
        ...common,
        status: 'PAID',
        purchaser: form.nameOnCard,
        payment_type: PAYMENT_TYPES.card,
        card_type: card.brand,
        payment_id: card.token,
        collection_day: null,
        installments_number: null,
        BIC: null,
        IBAN: null,
        direct_debit_amount: null,
      },
      ...toBindMarketing(consent),
    };
  }
  const plan = monthlyInstalmentPlan(quote.priceCents);
  return {
    payment_details: {
      ...common,
      status: 'NOTPAID',
      purchaser: customerName,
      payment_type: PAYMENT_TYPES.directDebit,
      card_type: DIRECT_DEBIT_CARD_TYPE,
      payment_id: null,
      collection_day: form.collectionDay,
      installments_number: plan.instalments,
      BIC: form.bic,
      IBAN: form.iban,
      direct_debit_amount: euroAmountOf(plan.instalmentCents),
    },
    ...toBindMarketing(consent),
  };
}

/** Home's summary before Buy: its property, cover, excess and extras, and its insurer's terms. */
function homeSummaryOf(quote: QuotePayment): CheckoutSummary | null {
  const details = homeCheckoutDetailsSchema.safeParse(quote.details);
  return details.success ? homeCheckoutSummary(details.data) : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A home or car bind names its quote inside payment_details. */
function paymentDetailsQuoteReferenceOf(stored: unknown): string | null {
  const details = isRecord(stored) ? stored.payment_details : null;
  const reference = isRecord(details) ? details.quote_reference : null;
  return typeof reference === 'string' ? reference : null;
}

/** home.md 9: 12 instalments of the annual premium, at no extra cost. */
function homeMonthlyPayment(quote: QuotePayment): MonthlyPayment {
  const plan = monthlyInstalmentPlan(quote.priceCents);
  return {
    plan,
    inWords: instalmentsInWords(plan),
    totalCents: plan.totalCents,
    cost: monthlyCostOf(quote.priceCents, plan.totalCents),
  };
}

const home = {
  type: 'home',
  policyType: 'HOME',
  progressSteps: PROGRESS_STEPS.homeQuote,
  paymentFrequencies: PAYMENT_FREQUENCIES_BY_PRODUCT.HOME,
  monthlyPayment: homeMonthlyPayment,
  insurerName: (code) =>
    code in HOME_INSURER_NAMES ? HOME_INSURER_NAMES[code as keyof typeof HOME_INSURER_NAMES] : code,
  summaryOf: homeSummaryOf,
  paymentTexts: { price: PAYMENT_TEXTS.annualPremium, payInFull: PAYMENT_TEXTS.payAnnually },
  bindRequest: homeBindRequest,
  quoteReferenceOf: paymentDetailsQuoteReferenceOf,
  bindCalls: { bind: bindHomePolicy, upload: uploadHomeBind, status: getHomeBindStatus },
  bindStatusPollMs: CHECKOUT_TIMINGS.bindStatusPollEveryMs,
} satisfies CheckoutProduct<HomeBindRequest>;

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

/**
 * Where a bind stands for a product whose API has no status call (car, travel), after a reload or
 * a failed call: the bind stored in this tab is asked again, which the API answers with the first
 * result for the quote (it never pays twice).
 */
function bindAskedAgain<Request extends BindRequest>(
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

const travel = {
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
  paymentTexts: { price: PAYMENT_TEXTS.totalPremium, payInFull: PAYMENT_TEXTS.payByCard },
  bindRequest: travelBindRequest,
  quoteReferenceOf: travelQuoteReferenceOf,
  bindCalls: {
    bind: bindTravelPolicy,
    // A card payment is bound at once: with bind upload on, the bind call is what answers.
    upload: bindTravelPolicy,
    status: bindAskedAgain('TRAVEL', travelQuoteReferenceOf, bindTravelPolicy),
  },
  bindStatusPollMs: CHECKOUT_TIMINGS.bindStatusPollEveryMs,
} satisfies CheckoutProduct<TravelBindRequest>;

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

const car = {
  type: 'car',
  policyType: 'MOTOR',
  // platform.md 2.9: the generic (car and travel) quote steps.
  progressSteps: PROGRESS_STEPS.genericQuote,
  paymentFrequencies: CAR_PAYMENT_RULES.paymentFrequencies,
  monthlyPayment: carMonthlyPayment,
  insurerName: insurerNameOf,
  summaryOf: carSummaryOf,
  paymentTexts: { price: PAYMENT_TEXTS.annualPremium, payInFull: PAYMENT_TEXTS.payAnnually },
  bindRequest: carBindRequest,
  quoteReferenceOf: paymentDetailsQuoteReferenceOf,
  bindCalls: {
    bind: bindMotorPolicy,
    // The car API has no upload: with bind upload on, the bind call is what answers.
    upload: bindMotorPolicy,
    status: bindAskedAgain('MOTOR', paymentDetailsQuoteReferenceOf, bindMotorPolicy),
  },
  bindStatusPollMs: CHECKOUT_TIMINGS.bindStatusPollEveryMs,
} satisfies CheckoutProduct<CarBindRequest>;

/**
 * home.md 7 (Bind, renewals): home's bind payload for the chosen renewal or alternative quote,
 * with the renewal questions' answers.
 */
export function homeRenewalBindRequest(input: BindInput): RenewalBindRequest {
  const renewalAnswers = renewalAnswersOfDetails(input.quote.details);
  if (!renewalAnswers) throw new Error("A renewal's bind needs the renewal questions' answers.");
  const request = homeBindRequest(input);
  if (input.form.kind === 'direct-debit' && input.form.mandateOnFile) {
    // On the mandate on file: the API takes its account; none is sent.
    return {
      ...request,
      payment_details: { ...request.payment_details, IBAN: null, BIC: null, mandate_on_file: true },
      renewal_answers: renewalAnswers,
    };
  }
  return { ...request, renewal_answers: renewalAnswers };
}

/** A stored bind request that is a renewal's: it carries the renewal questions' answers. */
export function isRenewalBindRequest(stored: unknown): boolean {
  return isRecord(stored) && isRecord(stored.renewal_answers);
}

/**
 * A home renewal (home.md 2 and 4): home's checkout with the renewal's progress steps, its own
 * payment page and its bind call. A renewal bind is answered at once (there is no upload call),
 * and its status is asked with home's bind status call under the chosen quote's reference.
 */
export const homeRenewal = {
  ...home,
  renewal: true,
  progressSteps: RENEWAL_STEPS,
  paymentPath: '/wallet/renewal/makePayment/home',
  bindRequest: homeRenewalBindRequest,
  mandateOnFile: (quote) => mandateOnFileOfDetails(quote.details),
  bindCalls: { bind: bindHomeRenewal, upload: bindHomeRenewal, status: getHomeBindStatus },
} satisfies CheckoutProduct<RenewalBindRequest>;

/** The products sold through this checkout, by route type. */
export const CHECKOUT_PRODUCTS: Partial<Record<ProductType, CheckoutProduct>> = {
  home,
  car,
  travel,
};

export const PAYMENT_PROGRESS_STEP = 'Payment';

/** The product a checkout route's :type names, when it is sold through this checkout. */
export function checkoutProductOf(type: string | undefined): CheckoutProduct | null {
  if (type !== 'home' && type !== 'car' && type !== 'travel') return null;
  return CHECKOUT_PRODUCTS[type] ?? null;
}

/**
 * The product whose bind the thank-you page at :type shows: a home renewal when the bind the
 * payment page stored is a renewal's (its own payment page made it), else the type's product.
 */
export function boundProductOf(type: string | undefined): CheckoutProduct | null {
  const product = checkoutProductOf(type);
  if (product?.type === 'home' && isRenewalBindRequest(readBindRequest(product.policyType))) {
    return homeRenewal;
  }
  return product;
}

export const isSinglePayment = (paymentFrequency: string) =>
  paymentFrequency === PAYMENT_FREQUENCIES.single;
