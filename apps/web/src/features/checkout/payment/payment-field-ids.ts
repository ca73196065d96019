import type { PaymentFormValues } from '@wallet/domain';

/** The payment form's fields by the ids the error summary links to, in the order they show. */
export const PAYMENT_FIELD_IDS = {
  paymentFrequency: 'payment-frequency',
  nameOnCard: 'payment-name-on-card',
  cardIsValid: 'payment-card-details',
  iban: 'payment-iban',
  bic: 'payment-bic',
  directDebitPaymentDate: 'payment-collection-day',
  directDebitLegalText: 'payment-direct-debit-terms',
  useMandateOnFile: 'payment-use-mandate-on-file',
} as const satisfies Record<keyof PaymentFormValues, string>;
