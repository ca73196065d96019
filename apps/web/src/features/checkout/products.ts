import {
  DIRECT_DEBIT_CARD_TYPE,
  HOME_INSURER_NAMES,
  PAYMENT_FREQUENCIES,
  PAYMENT_FREQUENCIES_BY_PRODUCT,
  PAYMENT_TYPES,
  homeInstalmentPlan,
  toBindMarketing,
  type CardToken,
  type HomeBindRequest,
  type InstalmentPlan,
  type MarketingConsent,
  type PaymentFormData,
  type PaymentFrequency,
  type PolicyType,
  type ProductType,
} from '@wallet/domain';
import type { QuotePayment } from '../../lib/quote-payment';

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
 * The rules of one product's checkout. The screens are written once for the three products and
 * read everything product-specific from here. Only home is sold through this checkout now; car
 * (monthly '10' with a card deposit) and travel (card only) get their entries when their
 * journeys open, with their own bind request.
 */
export type CheckoutProduct = {
  type: ProductType;
  policyType: PolicyType;
  /** platform.md 2.9: the progress steps, ending with Payment. */
  progressSteps: readonly string[];
  /** car-travel-payment.md 9: the frequencies offered, single ('1') first. */
  frequencies: readonly PaymentFrequency[];
  /** The monthly instalments of an annual premium, for a product that may pay monthly. */
  instalmentPlan: (annualCents: number) => InstalmentPlan;
  bindRequest: (input: BindInput) => HomeBindRequest;
  /** The insurer's name as the customer knows it, from the quote's insurer code. */
  insurerName: (code: string) => string;
};

const centsToEuro = (cents: number) => cents / 100;

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
    total_premium: centsToEuro(quote.priceCents),
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
  const plan = homeInstalmentPlan(quote.priceCents);
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
      direct_debit_amount: centsToEuro(plan.instalmentCents),
    },
    ...toBindMarketing(consent),
  };
}

/** Only home for now: see CheckoutProduct. */
export const CHECKOUT_PRODUCTS: Partial<Record<ProductType, CheckoutProduct>> = {
  home: {
    type: 'home',
    policyType: 'HOME',
    progressSteps: ['About You', 'Your Home', 'Your Cover', 'Your Quote', 'Payment'],
    frequencies: PAYMENT_FREQUENCIES_BY_PRODUCT.HOME,
    instalmentPlan: homeInstalmentPlan,
    bindRequest: homeBindRequest,
    insurerName: (code) =>
      code in HOME_INSURER_NAMES
        ? HOME_INSURER_NAMES[code as keyof typeof HOME_INSURER_NAMES]
        : code,
  },
};

export const PAYMENT_PROGRESS_STEP = 'Payment';

/** The product a checkout route's :type names, when it is sold through this checkout. */
export function checkoutProductOf(type: string | undefined): CheckoutProduct | null {
  if (type !== 'home' && type !== 'car' && type !== 'travel') return null;
  return CHECKOUT_PRODUCTS[type] ?? null;
}

export const isSinglePayment = (frequency: string) => frequency === PAYMENT_FREQUENCIES.single;
