/** car-travel-payment.md 3: how a bind names the way the customer pays. */
export const PAYMENT_TYPES = {
  card: 'CARD_PAYMENT',
  directDebit: 'DIRECT_DEBIT_PAYMENT',
} as const;
export type PaymentType = (typeof PAYMENT_TYPES)[keyof typeof PAYMENT_TYPES];

/** The card type a direct-debit bind carries in place of a card brand. */
export const DIRECT_DEBIT_CARD_TYPE = 'DD';

/**
 * car-travel-payment.md 9: single payment is '1' everywhere; car pays monthly as '10' (10
 * instalments after a deposit) and home as '12' (home.md 9: 12 instalments); travel is card only.
 */
export const PAYMENT_FREQUENCIES = {
  single: '1',
  homeMonthly: '12',
  carMonthly: '10',
} as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[keyof typeof PAYMENT_FREQUENCIES];

export const isMonthly = (frequency: string) => frequency !== PAYMENT_FREQUENCIES.single;

/** home.md 9: direct debits are collected on one of these days of the month. */
export const COLLECTION_DAYS = [1, 8, 15, 22] as const;
export type CollectionDay = (typeof COLLECTION_DAYS)[number];

/** car-travel-payment.md 9: BIC at most 11; IBAN 15 to 32 (a name on card is any name's length). */
export const PAYMENT_LIMITS = {
  bicMax: 11,
  ibanMin: 15,
  ibanMax: 32,
} as const;
