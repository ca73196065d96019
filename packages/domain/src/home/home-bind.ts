import { z } from 'zod';
import { report } from '../fields/field-rules.js';
import { bindMarketingSchema } from '../checkout/marketing-consent.js';
import {
  bicProblem,
  ibanProblem,
  nameOnCardProblem,
  normaliseBankCode,
} from '../checkout/payment-form.js';
import { DIRECT_DEBIT_CARD_TYPE, PAYMENT_TYPES } from '../checkout/payment-options.js';
import { bindPaymentProblems, type BindField } from '../checkout/bind-rules.js';
import { HOME_PAYMENT_RULES } from './home-payment-rules.js';

const isoDate = z.iso.date();
const reference = z.string().trim().min(1).max(40);
const optionalText = z.string().max(100).nullish();

/**
 * home.md 7 (Bind): the payment details of a home bind. A card payment carries the token the
 * gateway's hosted fields returned (payment_id) and the brand; a direct debit carries the
 * mandate's IBAN and BIC, the collection day and 12 instalments. The legacy bank account number
 * and sort code fields are accepted for the contract's sake and never used: SEPA needs IBAN/BIC.
 */
export const homeBindPaymentDetailsObject = z
  .object({
    status: z.enum(['NOTPAID', 'PAID']),
    purchaser: z.string().trim().min(1).max(100),
    bank_account_number: optionalText,
    bank_sort_code: optionalText,
    payment_type: z.enum([PAYMENT_TYPES.card, PAYMENT_TYPES.directDebit]),
    quote_reference: reference,
    collection_day: z.number().int().nullish(),
    installments_number: z.number().int().nullish(),
    payment_date: isoDate,
    BIC: z.string().max(20).nullish(),
    IBAN: z.string().max(40).nullish(),
    card_type: z.string().trim().min(1).max(20),
    payment_id: z.string().trim().max(100).nullish(),
    direct_debit_amount: z.number().nonnegative().nullish(),
    /** The insurer's scheme code of the chosen quote. */
    product_selected: reference,
    /** The annual premium in euro, as shown: it must still be the quote's price. */
    total_premium: z.number().nonnegative(),
  })
  .strict();

/**
 * The checks of a home bind's payment details. A direct debit on the mandate already on file (a
 * renewal's, `mandateOnFile`) carries no IBAN or BIC: the API takes the mandate's.
 */
export function checkHomeBindPayment(
  details: z.output<typeof homeBindPaymentDetailsObject>,
  context: z.RefinementCtx,
  { mandateOnFile = false }: { mandateOnFile?: boolean } = {},
): void {
  if (details.payment_type === PAYMENT_TYPES.card) {
    report(context, ['purchaser'], nameOnCardProblem(details.purchaser));
    if (!details.payment_id) {
      report(context, ['payment_id'], 'A card payment needs the token of the card fields.');
    }
    return;
  }
  if (!mandateOnFile) {
    report(context, ['IBAN'], ibanProblem(details.IBAN ?? ''));
    report(context, ['BIC'], bicProblem(details.BIC ?? ''));
  }
  const planProblems = bindPaymentProblems(HOME_PAYMENT_RULES, {
    paymentType: details.payment_type,
    installmentsNumber: details.installments_number,
    collectionDay: details.collection_day,
  });
  for (const [field, messages] of Object.entries(planProblems)) {
    for (const message of messages)
      report(context, [HOME_BIND_FIELDS[field as BindField]], message);
  }
  if (details.card_type !== DIRECT_DEBIT_CARD_TYPE) {
    report(context, ['card_type'], `A direct debit's card type is ${DIRECT_DEBIT_CARD_TYPE}.`);
  }
}

/** IBAN and BIC as SEPA keeps them: letters and digits in upper case. */
export const normaliseHomeBankCodes = <
  Details extends { BIC?: string | null; IBAN?: string | null },
>(
  details: Details,
) => ({
  ...details,
  BIC: details.BIC ? normaliseBankCode(details.BIC) : null,
  IBAN: details.IBAN ? normaliseBankCode(details.IBAN) : null,
});

export const homeBindPaymentDetailsSchema = homeBindPaymentDetailsObject
  .superRefine((details, context) => checkHomeBindPayment(details, context))
  .transform(normaliseHomeBankCodes);

/** Where each bind rule's field sits in a home bind's payment_details. */
export const HOME_BIND_FIELDS: Record<BindField, keyof HomeBindPaymentDetails> = {
  quoteReference: 'quote_reference',
  choice: 'product_selected',
  totalPremium: 'total_premium',
  paymentType: 'payment_type',
  installmentsNumber: 'installments_number',
  instalmentAmount: 'direct_debit_amount',
  collectionDay: 'collection_day',
};

export const homeBindRequestSchema = z
  .object({ payment_details: homeBindPaymentDetailsSchema })
  .extend(bindMarketingSchema.shape)
  .strict();
export type HomeBindRequest = z.input<typeof homeBindRequestSchema>;
export type HomeBindData = z.output<typeof homeBindRequestSchema>;
type HomeBindPaymentDetails = HomeBindData['payment_details'];
