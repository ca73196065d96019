import {
  DEBIT_NOTICE_DAYS,
  DIRECT_DEBIT_REFUND_WINDOW_WEEKS,
  formatEuro,
  isoToDisplayDate,
  type MissedDebitPaid,
} from '@wallet/domain';

const displayDate = (isoDate: string) => isoToDisplayDate(isoDate) ?? isoDate;

/** What the Pay now page says (issue 45): a missed direct debit paid by card. */
export const PAY_MISSED_DEBIT_TEXTS = {
  title: 'Pay a missed direct debit',
  owedStep: 'What you owe',
  doneStep: 'Your payment is made',
  loading: 'Loading your direct debits',
  lead: 'Your bank did not pay this direct debit. Pay it now by card to keep your cover.',
  failed: 'We could not load your direct debits just now. Please try again later.',
  nothingMissed: 'You have no missed direct debit to pay on this policy.',
  amount: 'Amount',
  dueOn: 'Due on',
  cardTitle: 'Card details',
  nameOnCard: 'Name on card',
  nameOnCardHint: 'As it appears on the card',
  cardHint: 'Your bank may ask you to confirm the payment.',
  pay: (cents: number) => `Pay ${formatEuro(cents)} now`,
  paying: 'Taking your payment',
  backToPolicy: 'Back to your policy',
  paid: ({ amount_cents, due_date, card }: MissedDebitPaid) =>
    card
      ? `We have taken ${formatEuro(amount_cents)} from your ${card.brand} card ending ${card.last4} for the direct debit due on ${displayDate(due_date)}.`
      : `We have taken ${formatEuro(amount_cents)} from your card for the direct debit due on ${displayDate(due_date)}.`,
  nextDebits: 'Your next direct debits are collected from your bank account as planned.',
  emailed: 'We have e-mailed you a receipt.',
} as const;

/** What the Change bank account page says (issue 45): a new SEPA mandate for the debits. */
export const BANK_ACCOUNT_TEXTS = {
  title: 'Change your bank account',
  formStep: 'Your new bank account',
  doneStep: 'Your new direct debit is set up',
  lead: 'Your direct debits for this policy will be collected from the account you give here.',
  loading: 'Loading your policy',
  accountHolder: 'Account holder’s name',
  accountHolderHint: 'As the bank has it',
  mandateTitle: 'SEPA Direct Debit Mandate',
  /** Who collects when the policy does not name its insurer. */
  theInsurer: 'the insurer',
  /** As the checkout's direct debit step words it, for the insurer that collects the premium. */
  mandate: (insurer: string) => [
    `By accepting this mandate you authorise ${insurer}, through us as its collection agent, to send instructions to your bank to debit your account, and your bank to debit your account in accordance with those instructions.`,
    `As part of your rights, you are entitled to a refund from your bank under the terms and conditions of your agreement with your bank. A refund must be claimed within ${DIRECT_DEBIT_REFUND_WINDOW_WEEKS} weeks starting from the date on which your account was debited.`,
    'Your rights are explained in a statement that you can obtain from your bank.',
  ],
  mandateAmounts:
    'The amounts and days of your direct debits do not change: only the account they come from.',
  acceptMandate: 'I confirm I am the account holder and I accept the direct debit mandate',
  save: 'Set up the new direct debit',
  saving: 'Setting up your direct debit',
  mandateReference: 'Mandate reference',
  account: 'Account',
  accountEnding: (ending: string) => `Ending ${ending}`,
  firstDebit: 'First direct debit from this account',
  firstDebitLine: (cents: number, isoDate: string) =>
    `${formatEuro(cents)} on ${displayDate(isoDate)}`,
  noDebitsLeft: 'There are no more direct debits to collect on this policy.',
  notice: `We tell you at least ${DEBIT_NOTICE_DAYS} days before the first direct debit from a new account.`,
  emailed: 'We have e-mailed you this notice with our creditor identifier.',
  backToPolicy: 'Back to your policy',
} as const;
