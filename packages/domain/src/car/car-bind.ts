import { z } from 'zod';
import { bindPaymentProblems, type BindField } from '../checkout/bind-rules.js';
import { CAR_PAYMENT_RULES } from './car-payment-rules.js';
import { BIND_MESSAGES } from '../checkout/checkout-messages.js';
import {
  bindMarketingSchema,
  toBindMarketing,
  type MarketingConsent,
} from '../checkout/marketing-consent.js';
import {
  bicProblem,
  ibanProblem,
  nameOnCardProblem,
  normaliseBankCode,
} from '../checkout/payment-form.js';
import {
  DIRECT_DEBIT_CARD_TYPE,
  PAYMENT_TYPES,
  type PaymentType,
} from '../checkout/payment-options.js';
import { report } from '../fields/field-rules.js';
import { CAR_LIMITS } from './car-constants.js';
import { penaltyDetailPayloadSchema, type PenaltyDetailPayload } from './car-quote-payload.js';

/**
 * car-travel-payment.md 3 and 7 (Car bind payload): the payment details, the penalty details and
 * the disqualified answer as quoted (declared again at purchase: they must be the quote's), and the
 * marketing consent. A card pays the single payment; a direct debit pays a deposit of two months
 * by card (payment_id is the card fields' token for it) and 10 instalments by the mandate,
 * collected on the start date's day of the month.
 */

const isoDate = z.iso.date();
const reference = z.string().trim().min(1).max(40);

/** Ours: the spec has no words for a bind whose declarations are not the quote's. */
export const CAR_BIND_MESSAGES = {
  cardTokenRequired: 'A card payment needs the token of the card fields.',
  /** A direct debit's deposit is paid by card: the token is the deposit's. */
  depositTokenRequired: BIND_MESSAGES.depositCardRequired(CAR_PAYMENT_RULES.productLabel),
  directDebitCardType: `A direct debit's card type is ${DIRECT_DEBIT_CARD_TYPE}.`,
  declarationsDiffer:
    'The penalty points and convictions declared must be those of the quote; please get a new quote to change them.',
} as const;

export const carBindPaymentDetailsSchema = z
  .object({
    /** The card fields' token: of the card that pays, or of the card that pays the deposit. */
    payment_id: z.string().trim().max(100).nullish(),
    payment_type: z.enum([PAYMENT_TYPES.card, PAYMENT_TYPES.directDebit]),
    /** The name on the card, or the account holder of the direct debit. */
    purchaser: z.string().trim().min(1).max(100),
    /** The card's brand, or DD for a direct debit. */
    card_type: z.string().trim().min(1).max(20),
    quote_reference: reference,
    payment_date: isoDate,
    /** The premium id of the cover level being bought, as the quote or recalculation answered. */
    product_selected: z.string().trim().min(1).max(60),
    collection_day: z.number().int().nullish(),
    installments_number: z.number().int().nullish(),
    bank_identifier_code: z.string().max(20).nullish(),
    international_bank_account_number: z.string().max(40).nullish(),
    /** Euro as shown: the single payment, or the total if paid by instalment. */
    price: z.number().nonnegative(),
    /** Euro as shown: each direct debit instalment (the plan's monthly amount). */
    direct_debit_amount: z.number().nonnegative().nullish(),
  })
  .strict()
  .superRefine((details, context) => {
    if (!details.payment_id) {
      report(
        context,
        ['payment_id'],
        details.payment_type === PAYMENT_TYPES.card
          ? CAR_BIND_MESSAGES.cardTokenRequired
          : CAR_BIND_MESSAGES.depositTokenRequired,
      );
    }
    if (details.payment_type === PAYMENT_TYPES.card) {
      report(context, ['purchaser'], nameOnCardProblem(details.purchaser));
      return;
    }
    report(
      context,
      ['international_bank_account_number'],
      ibanProblem(details.international_bank_account_number ?? ''),
    );
    report(context, ['bank_identifier_code'], bicProblem(details.bank_identifier_code ?? ''));
    const planProblems = bindPaymentProblems(CAR_PAYMENT_RULES, {
      paymentType: details.payment_type,
      installmentsNumber: details.installments_number,
      collectionDay: details.collection_day,
    });
    for (const [field, messages] of Object.entries(planProblems)) {
      for (const message of messages) {
        report(context, [CAR_BIND_PAYMENT_FIELDS[field as BindField]], message);
      }
    }
    if (details.card_type !== DIRECT_DEBIT_CARD_TYPE) {
      report(context, ['card_type'], CAR_BIND_MESSAGES.directDebitCardType);
    }
  })
  .transform((details) => ({
    ...details,
    bank_identifier_code: details.bank_identifier_code
      ? normaliseBankCode(details.bank_identifier_code)
      : null,
    international_bank_account_number: details.international_bank_account_number
      ? normaliseBankCode(details.international_bank_account_number)
      : null,
  }));

/** Where each bind rule's field sits in a car bind's payment_details. */
const CAR_BIND_PAYMENT_FIELDS: Record<BindField, string> = {
  quoteReference: 'quote_reference',
  choice: 'product_selected',
  totalPremium: 'price',
  paymentType: 'payment_type',
  installmentsNumber: 'installments_number',
  instalmentAmount: 'direct_debit_amount',
  collectionDay: 'collection_day',
};

/** Where each bind rule's field sits in a car bind, for the checkout's field errors. */
export const CAR_BIND_FIELDS: Record<BindField, string> = Object.fromEntries(
  Object.entries(CAR_BIND_PAYMENT_FIELDS).map(([field, path]) => [
    field,
    `payment_details.${path}`,
  ]),
) as Record<BindField, string>;

export const carBindRequestSchema = z
  .object({
    payment_details: carBindPaymentDetailsSchema,
    /** Every driver's offences as quoted (main driver's and additional drivers'). */
    penalty_details: z
      .array(penaltyDetailPayloadSchema)
      .max(CAR_LIMITS.maxOffences * (1 + CAR_LIMITS.maxAdditionalDrivers)),
    disqualified: z.boolean(),
  })
  .extend(bindMarketingSchema.shape)
  .strict();
export type CarBindRequest = z.input<typeof carBindRequestSchema>;
export type CarBindData = z.output<typeof carBindRequestSchema>;

export interface CarBindInput {
  quoteReference: string;
  premiumId: string;
  paymentType: PaymentType;
  /** The card fields' token: the payment, or the deposit of a direct debit. */
  cardToken: string;
  cardBrand: string;
  purchaser: string;
  /** YYYY-MM-DD: the day the customer pays. */
  paymentDate: string;
  priceEuro: number;
  directDebit?: { iban: string; bic: string; collectionDay: number; instalmentEuro: number };
  penaltyDetails: PenaltyDetailPayload[];
  disqualified: boolean;
  marketing: MarketingConsent;
}

/** The bind the payment page sends for the chosen cover level and the way the customer pays. */
export function toCarBindRequest(input: CarBindInput): CarBindRequest {
  const debit = input.directDebit;
  return {
    payment_details: {
      payment_id: input.cardToken,
      payment_type: input.paymentType,
      purchaser: input.purchaser,
      card_type: debit ? DIRECT_DEBIT_CARD_TYPE : input.cardBrand,
      quote_reference: input.quoteReference,
      payment_date: input.paymentDate,
      product_selected: input.premiumId,
      collection_day: debit?.collectionDay ?? null,
      installments_number: debit ? Number(CAR_PAYMENT_RULES.paymentFrequencies[1]) : null,
      bank_identifier_code: debit?.bic ?? null,
      international_bank_account_number: debit?.iban ?? null,
      price: input.priceEuro,
      direct_debit_amount: debit?.instalmentEuro ?? null,
    },
    penalty_details: input.penaltyDetails,
    disqualified: input.disqualified,
    ...toBindMarketing(input.marketing),
  };
}

/** Every driver's penalty details of a quote, in driver order, as a bind declares them again. */
export function penaltyDetailsOfQuote(quote: {
  main_driver: { penalty_details: PenaltyDetailPayload[] };
  additional_drivers: { penalty_details: PenaltyDetailPayload[] }[];
}): PenaltyDetailPayload[] {
  return [
    ...quote.main_driver.penalty_details,
    ...quote.additional_drivers.flatMap((driver) => driver.penalty_details),
  ];
}
