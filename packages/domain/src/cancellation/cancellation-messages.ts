import { isoToDisplayDate } from '../dates/calendar-date.js';
import { CUSTOMER_SERVICE_HOURS } from '../platform/contact.js';

const displayDate = (isoDate: string) => isoToDisplayDate(isoDate) ?? isoDate;

/** The longest reason a customer may give for leaving (optional). */
export const CANCELLATION_REASON_MAX_LENGTH = 500;

/** What the cancellation and withdrawal screens and calls say, word for word in both. */
export const CANCELLATION_MESSAGES = {
  dateRequired: 'Enter the last day you want to be covered',
  dateInvalid: 'Enter the last day of cover as a real date, for example 31/12/2026',
  dateInPast: 'The last day of cover cannot be in the past',
  dateAfterEnd: (endDate: string) =>
    `The last day of cover must be on or before the day your policy ends, ${displayDate(endDate)}`,
  reasonTooLong: `Your reason must be ${CANCELLATION_REASON_MAX_LENGTH} characters or fewer`,
  notActive: 'This policy is not active, so it cannot be cancelled.',
  withdrawalOver: (withdrawalEndsOn: string) =>
    `The withdrawal period for this policy ended on ${displayDate(withdrawalEndsOn)}. You can still cancel it.`,
  claimInProgress: (phoneNumber: string) =>
    `This policy has a claim in progress, so it cannot be cancelled online. Please call us on ${phoneNumber}, ${CUSTOMER_SERVICE_HOURS}.`,
  settlementChanged:
    'The refund has changed since it was shown to you. Please check the new figures and confirm again.',
  alreadyEnded: 'This policy has already been cancelled.',
  payNowUnderWay:
    'A card payment of a missed direct debit on this policy is under way. Try again in a couple of minutes.',
  policyNotFound: 'No policy of yours was found with this number.',
} as const;

export const CANCELLATION_KINDS = ['withdrawal', 'cancellation'] as const;
export type CancellationKind = (typeof CANCELLATION_KINDS)[number];

/** How the screens, documents and e-mails name each kind. */
export const CANCELLATION_KIND_LABELS: Record<CancellationKind, string> = {
  withdrawal: 'Withdrawal',
  cancellation: 'Cancellation',
};
