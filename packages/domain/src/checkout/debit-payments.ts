import { z } from 'zod';
import { report } from '../fields/field-rules.js';
import { normalisePersonName, personNameProblem } from '../person/person-name.js';
import { PAYMENT_MESSAGES } from './checkout-messages.js';
import { bicProblem, ibanProblem, normaliseBankCode } from './payment-form.js';

/**
 * Issue 45, payments: a missed direct debit paid now by card, the card a policy uses changed, and
 * the bank account its debits come from changed (a new SEPA mandate). The forms' rules and the
 * API's bodies, shared by the web and the API.
 */

export const DEBIT_PAYMENT_MESSAGES = {
  accountHolderRequired: 'Enter the name of the account holder',
  accountHolderLetters:
    'The account holder’s name may use only letters, spaces, hyphens and apostrophes',
  accountHolderTooShort: 'The account holder’s name must be 2 characters or more',
  accountHolderTooLong: 'The account holder’s name must be 50 characters or less',
  consentRequired:
    'Confirm you are the account holder and allow us to collect the debits from this account',
  cardRequired: PAYMENT_MESSAGES.cardDetailsRequired,
  notMissed: 'This direct debit is not missed, so there is nothing to pay now.',
  paymentUnderWay: 'A payment of this direct debit is already under way. Try again in a minute.',
  notCardPaid: 'This policy is not paid by card.',
  notDirectDebit: 'This policy is not paid by direct debit.',
  notActive: 'This policy has ended, so its payment details cannot be changed.',
  settledOnLeaving:
    'This direct debit was counted in what your policy’s cancellation settled, so there is nothing to pay here.',
  paidMeanwhileRefunded:
    'This direct debit was paid meanwhile, so the payment just taken from your card is being refunded to it.',
  takenOverRefunded:
    'Another payment of this direct debit took over from this one, so the payment just taken from your card is being refunded to it.',
  cardAuthorisationSpent:
    'Nothing was taken for this payment: your card’s approval for it can no longer be used. If an earlier attempt took the money, it is being refunded to your card. Enter your card details again.',
  settledOnLeavingRefunded:
    'This direct debit was counted in what your policy’s cancellation settled, so the payment just taken from your card is being refunded to it.',
} as const;
const M = DEBIT_PAYMENT_MESSAGES;

/**
 * How long a Pay now whose card payment started and never finished holds its missed debit: another
 * payment of it, or leaving the policy, waits this long.
 */
export const PAY_NOW_HOLD_MS = 2 * 60_000;

const cardToken = z.string().trim().min(1).max(100);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD.');

/** POST /api/policies/{policyId}/missed-debits/pay: the missed debit of that day, paid by card. */
export const payMissedDebitRequestSchema = z.strictObject({
  due_date: isoDay,
  card_token: cardToken,
  /** A double tap or a retry with the same id pays once and answers the first result. */
  submission_id: z.uuid(),
});
export type PayMissedDebitRequest = z.infer<typeof payMissedDebitRequestSchema>;

export const missedDebitPaidSchema = z.object({
  policy_id: z.string(),
  due_date: z.string(),
  amount_cents: z.number().int(),
  status: z.literal('paid'),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type MissedDebitPaid = z.infer<typeof missedDebitPaidSchema>;

/** PUT /api/policies/{policyId}/card: the card a card-paid policy's refunds and charges use. */
export const cardChangeRequestSchema = z.strictObject({
  card_token: cardToken,
  submission_id: z.uuid(),
});
export type CardChangeRequest = z.infer<typeof cardChangeRequestSchema>;

export const cardChangedSchema = z.object({
  policy_id: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }),
});
export type CardChanged = z.infer<typeof cardChangedSchema>;

/** The account holder's name, by the one name rule, in this form's words. */
export function accountHolderProblem(value: string) {
  return personNameProblem(value, {
    required: M.accountHolderRequired,
    characters: M.accountHolderLetters,
    tooShort: M.accountHolderTooShort,
    tooLong: M.accountHolderTooLong,
  });
}

/** The 'Change bank account' form as typed. */
export const bankAccountFormValuesSchema = z.object({
  accountHolder: z.string(),
  iban: z.string(),
  bic: z.string(),
  consent: z.boolean(),
});
export type BankAccountFormValues = z.infer<typeof bankAccountFormValuesSchema>;

export const EMPTY_BANK_ACCOUNT_FORM: BankAccountFormValues = {
  accountHolder: '',
  iban: '',
  bic: '',
  consent: false,
};

/** The form's rules, each field's message where it belongs (the web's form and the API's body). */
export const bankAccountFormSchema = bankAccountFormValuesSchema
  .superRefine((values, context) => {
    report(context, ['accountHolder'], accountHolderProblem(values.accountHolder));
    report(context, ['iban'], ibanProblem(values.iban));
    report(context, ['bic'], bicProblem(values.bic));
    if (!values.consent) report(context, ['consent'], M.consentRequired);
  })
  .transform((values) => ({
    account_holder: normalisePersonName(values.accountHolder),
    iban: normaliseBankCode(values.iban),
    bic: normaliseBankCode(values.bic),
  }));

/** PUT /api/policies/{policyId}/bank-account: a new SEPA mandate for the policy's debits. */
export const bankAccountChangeRequestSchema = z
  .strictObject({
    account_holder: z.string().max(200),
    iban: z.string().max(64),
    bic: z.string().max(32),
    /** The account holder's consent to the new mandate: must be true. */
    consent: z.boolean(),
    submission_id: z.uuid(),
  })
  .superRefine((body, context) => {
    report(context, ['account_holder'], accountHolderProblem(body.account_holder));
    report(context, ['iban'], ibanProblem(body.iban));
    report(context, ['bic'], bicProblem(body.bic));
    if (!body.consent) report(context, ['consent'], M.consentRequired);
  });
export type BankAccountChangeRequest = z.infer<typeof bankAccountChangeRequestSchema>;

export const bankAccountChangedSchema = z.object({
  policy_id: z.string(),
  /** The new mandate's reference (the Unique Mandate Reference the debits carry). */
  mandate_reference: z.string(),
  account_ending: z.string(),
  /** The first debit collected from the new account, told at least 14 days before; null: none left. */
  first_debit: z.object({ date: z.string(), amount_cents: z.number().int() }).nullable(),
});
export type BankAccountChanged = z.infer<typeof bankAccountChangedSchema>;
