import {
  DIRECT_DEBIT_CARD_TYPE,
  HOME_INSURER_NAMES,
  CHECKOUT_TIMINGS,
  PAYMENT_FREQUENCIES_BY_PRODUCT,
  PAYMENT_TYPES,
  PROGRESS_STEPS,
  RENEWAL_STEPS,
  homeCheckoutDetailsSchema,
  homeCheckoutSummary,
  monthlyInstalmentPlan,
  instalmentsInWords,
  monthlyCostOf,
  toBindMarketing,
  type CheckoutSummary,
  type HomeBindRequest,
  type RenewalBindRequest,
} from '@wallet/domain';
import {
  PRICE_TEXTS,
  isRecord,
  paymentDetailsQuoteReferenceOf,
  type BindInput,
  type CheckoutProduct,
  type MonthlyPayment,
} from '../../../lib/checkout/checkout-product';
import { euroAmountOf } from '../../../lib/money';
import type { QuotePayment } from '../../../lib/checkout/quote-payment';
import {
  mandateOnFileOfDetails,
  renewalAnswersOfDetails,
} from '../../../lib/checkout/renewal-payment';
import { clearHomeJourney } from '../journey/home-journey';
import { latestHomeQuoteQueryKey } from '../api/get-latest-home-quote';
import { bindHomePolicy } from './bind-home-policy';
import { bindHomeRenewal } from './bind-home-renewal';
import { getHomeBindStatus } from './get-home-bind-status';
import { uploadHomeBind } from './upload-home-bind';

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

const homeBase = {
  type: 'home',
  policyType: 'HOME',
  progressSteps: PROGRESS_STEPS.homeQuote,
  paymentFrequencies: PAYMENT_FREQUENCIES_BY_PRODUCT.HOME,
  monthlyPayment: homeMonthlyPayment,
  insurerName: (code) =>
    code in HOME_INSURER_NAMES ? HOME_INSURER_NAMES[code as keyof typeof HOME_INSURER_NAMES] : code,
  summaryOf: homeSummaryOf,
  paymentTexts: { price: PRICE_TEXTS.annualPremium, payInFull: PRICE_TEXTS.payAnnually },
  bindRequest: homeBindRequest,
  quoteReferenceOf: paymentDetailsQuoteReferenceOf,
  bindCalls: { bind: bindHomePolicy, upload: uploadHomeBind, status: getHomeBindStatus },
  bindStatusPollMs: CHECKOUT_TIMINGS.bindStatusPollEveryMs,
  afterPolicyCreated: {
    forgetJourney: clearHomeJourney,
    // The quote just bought is no longer one to continue: the landing page asks again.
    staleQueries: (userId) => [latestHomeQuoteQueryKey(userId)],
  },
} satisfies CheckoutProduct<HomeBindRequest>;

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
export const homeRenewalCheckout = {
  ...homeBase,
  // What a renewal forgets once the renewed policy exists is the renewals feature's, which the app
  // adds (app/checkout): not a new home quote's journey.
  afterPolicyCreated: undefined,
  renewal: true,
  progressSteps: RENEWAL_STEPS,
  paymentPath: '/wallet/renewal/makePayment/home',
  bindRequest: homeRenewalBindRequest,
  mandateOnFile: (quote) => mandateOnFileOfDetails(quote.details),
  bindCalls: { bind: bindHomeRenewal, upload: bindHomeRenewal, status: getHomeBindStatus },
} satisfies CheckoutProduct<RenewalBindRequest>;

/** Home's checkout, with its renewal's (home.md 2) for a stored bind that is a renewal's. */
export const homeCheckout = {
  ...homeBase,
  renewalCheckout: { product: homeRenewalCheckout, isItsBind: isRenewalBindRequest },
} satisfies CheckoutProduct<HomeBindRequest>;
