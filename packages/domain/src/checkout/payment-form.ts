import { isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { report, type Problem } from '../fields/field-rules.js';
import {
  normalisePersonName,
  personNameProblem,
  type PersonNameMessages,
} from '../person/person-name.js';
import { PAYMENT_FREQUENCIES_BY_PRODUCT, type PolicyType } from '../products.js';
import { PAYMENT_MESSAGES as M } from './checkout-messages.js';
import { COLLECTION_DAYS, PAYMENT_LIMITS as LIMITS, isMonthly } from './payment-options.js';

/** car-travel-payment.md 5: BIC and IBAN keep only letters and digits, in upper case. */
export function normaliseBankCode(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

export function bicProblem(value: string): Problem {
  const bic = normaliseBankCode(value);
  if (!bic) return M.bicRequired;
  if (bic.length > LIMITS.bicMax) return M.bicTooLong;
  if (!isValidBIC(bic)) return M.bicInvalid;
  return undefined;
}

export function ibanProblem(value: string): Problem {
  const iban = normaliseBankCode(value);
  if (!iban) return M.ibanRequired;
  if (iban.length < LIMITS.ibanMin) return M.ibanTooShort;
  if (iban.length > LIMITS.ibanMax) return M.ibanTooLong;
  if (!isValidIBAN(iban)) return M.ibanInvalid;
  return undefined;
}

/** The payment form's words for the name rule (car-travel-payment.md 5, Single). */
export const NAME_ON_CARD_MESSAGES: PersonNameMessages = {
  required: M.nameOnCardRequired,
  characters: M.nameOnCardLetters,
  tooShort: M.nameOnCardTooShort,
  tooLong: M.nameOnCardTooLong,
};

/**
 * The name on a card, by the one name rule (person-name.ts): a card is embossed with the
 * holder's name as the bank knows it, O'Brien and Ó Súilleabháin included.
 */
export function nameOnCardProblem(value: string): Problem {
  return personNameProblem(value, NAME_ON_CARD_MESSAGES);
}

/** car-travel-payment.md 3: the payment form's values. */
export interface PaymentFormValues {
  paymentFrequency: string;
  nameOnCard: string;
  /** Set by the card fields of the gateway: the app never sees the card details themselves. */
  cardIsValid: boolean;
  bic: string;
  iban: string;
  /** The collection day, '1', '8', '15' or '22'; '' until chosen. */
  directDebitPaymentDate: string;
  directDebitLegalText: boolean;
  /**
   * A renewal paid by direct debit on the mandate already on file ('Use the account ending
   * 1234'): no bank details are typed. Absent where no mandate is offered.
   */
  useMandateOnFile?: boolean;
}

export const PAYMENT_FORM_DEFAULTS: PaymentFormValues = {
  paymentFrequency: '1',
  nameOnCard: '',
  cardIsValid: false,
  bic: '',
  iban: '',
  directDebitPaymentDate: '',
  directDebitLegalText: false,
};

const paymentFormValuesSchema = z.object({
  paymentFrequency: z.string(),
  nameOnCard: z.string(),
  cardIsValid: z.boolean(),
  bic: z.string(),
  iban: z.string(),
  directDebitPaymentDate: z.string(),
  directDebitLegalText: z.boolean(),
  useMandateOnFile: z.boolean().optional(),
});

export type PaymentFormData =
  | { kind: 'card'; paymentFrequency: string; nameOnCard: string }
  | {
      kind: 'direct-debit';
      paymentFrequency: string;
      bic: string;
      iban: string;
      collectionDay: number;
      /** The name on the card that pays the deposit, for a direct debit that starts with one. */
      depositNameOnCard?: string;
      /** Paid on the mandate on file: no IBAN or BIC given (they are empty). */
      mandateOnFile?: true;
    };

/** The direct debit a renewal's current policy is paid by, offered to pay the renewal on. */
export interface MandateOnFileOffer {
  /** The account's last four characters, all that is shown of it. */
  accountEnding: string;
  /** The day of the month it is collected on, kept for the renewal. */
  collectionDay: number;
}

/**
 * A direct debit that starts with a deposit paid by card (car, car-travel-payment.md 9): collected
 * on the day the product sets (the start date's), not on a day chosen.
 */
export interface DirectDebitDeposit {
  collectionDay: number;
}

/**
 * car-travel-payment.md 5 (Payment): single payments check the card holder's name and the card
 * fields; monthly payments check the bank details and the direct-debit terms, and, when they start
 * with a deposit paid by card, the card too; their collection day is chosen unless the deposit's
 * product sets it. The frequencies a product allows come from its policy type.
 */
export function paymentFormSchema(
  product: PolicyType,
  deposit: DirectDebitDeposit | null = null,
  mandateOnFile: MandateOnFileOffer | null = null,
) {
  const onFile = (values: PaymentFormValues) =>
    mandateOnFile !== null && values.useMandateOnFile === true;
  const allowed: readonly string[] = PAYMENT_FREQUENCIES_BY_PRODUCT[product];
  const checkCard = (values: PaymentFormValues, context: z.RefinementCtx) => {
    report(context, ['nameOnCard'], nameOnCardProblem(values.nameOnCard));
    if (!values.cardIsValid) report(context, ['cardIsValid'], M.cardDetailsRequired);
  };
  return paymentFormValuesSchema
    .superRefine((values, context) => {
      if (!allowed.includes(values.paymentFrequency)) {
        report(context, ['paymentFrequency'], M.frequencyInvalid);
        return;
      }
      if (!isMonthly(values.paymentFrequency)) {
        checkCard(values, context);
        return;
      }
      if (deposit) checkCard(values, context);
      // On the mandate on file, its account and collection day are the ones kept.
      if (!onFile(values)) {
        report(context, ['iban'], ibanProblem(values.iban));
        report(context, ['bic'], bicProblem(values.bic));
        if (!deposit && !COLLECTION_DAYS.map(String).includes(values.directDebitPaymentDate)) {
          report(context, ['directDebitPaymentDate'], M.collectionDayRequired);
        }
      }
      if (!values.directDebitLegalText) {
        report(context, ['directDebitLegalText'], M.directDebitTermsRequired);
      }
    })
    .transform((values): PaymentFormData =>
      isMonthly(values.paymentFrequency) && onFile(values)
        ? {
            kind: 'direct-debit',
            paymentFrequency: values.paymentFrequency,
            bic: '',
            iban: '',
            collectionDay: mandateOnFile!.collectionDay,
            mandateOnFile: true,
          }
        : isMonthly(values.paymentFrequency)
          ? {
              kind: 'direct-debit',
              paymentFrequency: values.paymentFrequency,
              bic: normaliseBankCode(values.bic),
              iban: normaliseBankCode(values.iban),
              collectionDay: deposit?.collectionDay ?? Number(values.directDebitPaymentDate),
              ...(deposit ? { depositNameOnCard: normalisePersonName(values.nameOnCard) } : {}),
            }
          : {
              kind: 'card',
              paymentFrequency: values.paymentFrequency,
              nameOnCard: normalisePersonName(values.nameOnCard),
            },
    );
}
