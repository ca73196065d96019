import { isoToDisplayDate } from '../dates/calendar-date.js';

const displayDate = (isoDate: string) => isoToDisplayDate(isoDate) ?? isoDate;

/** What the change screens and calls say, word for word in both. */
export const POLICY_CHANGE_MESSAGES = {
  effectiveDateRequired: 'Enter the day the change starts',
  effectiveDateInvalid: 'Enter the day the change starts as a real date, for example 31/12/2026',
  effectiveDateInPast: 'The change cannot start in the past',
  effectiveDateAfterEnd: (endDate: string) =>
    `The change must start on or before the day your policy ends, ${displayDate(endDate)}`,
  effectiveDateBeforeLastChange: (from: string) =>
    `The change must start on or after ${displayDate(from)}, the day your last change starts`,
  nothingChanged: 'Change at least one thing about your cover',
  notActive: 'This policy is not active, so it cannot be changed.',
  notOnline: 'This policy cannot be changed online yet. Please call us.',
  declined: (insurer: string) =>
    `${insurer} cannot cover your policy with this change, so nothing has changed. Please call us if you would like to talk it through.`,
  referred: (insurer: string) =>
    `${insurer} needs to look at this change before it can be priced, so nothing has changed yet. Please call us to complete it.`,
  expired: 'This price was for another day. Please price your change again.',
  adjustmentChanged:
    'The price of your change is not the one shown to you. Please check the new price and confirm again.',
  alreadyApplied: 'This change has already been made.',
  paymentRequired: 'Choose how to pay for your change',
  instalmentsNotAvailable: 'This policy is not paid by monthly direct debit',
  instalmentsCannotCarry:
    'Your remaining monthly direct debits cannot take this change. Please pay by card.',
  notFound: 'No change of yours was found with this reference.',
  /** What an earlier certificate or disc says once a change has reissued it. */
  replacedBy: (version: number, effectiveDate: string) =>
    `Replaced by version ${version} from ${displayDate(effectiveDate)}: use the newer copy.`,
} as const;

/** How an extra charge is paid, and how a return is made. */
export const CHANGE_PAYMENT_METHODS = ['card', 'instalments'] as const;
export type ChangePaymentMethod = (typeof CHANGE_PAYMENT_METHODS)[number];

/** How a return is made: to the card, off the debits to come, or to the debits' bank account. */
export const CHANGE_REFUND_ROUTES = ['card', 'instalments', 'bank_account'] as const;
export type ChangeRefundRoute = (typeof CHANGE_REFUND_ROUTES)[number];

/** What became of the money when a change was made. */
export const CHANGE_SETTLEMENTS = [
  'card_charged',
  'added_to_instalments',
  'card_refund',
  'instalments_reduced',
  'bank_refund',
  'none',
] as const;
export type ChangeSettlement = (typeof CHANGE_SETTLEMENTS)[number];
