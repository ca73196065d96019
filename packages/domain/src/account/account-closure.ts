/**
 * 'Close my account' (issue 45, GDPR art. 17): refused while a policy is in force, a purchase is
 * under way, a claim is in progress or a complaint is owed an answer; otherwise the account can no longer sign in and the personal data the law does not
 * require us to keep is erased. Policies, their documents, payments, claims and what we told the
 * customer are kept for RECORDS_KEPT_YEARS after the account is closed (docs/data-retention.md).
 */
import { z } from 'zod';
import { currentPasswordFieldSchema } from './sign-in-details.js';

/**
 * Years a closed account's policy records are kept: the Consumer Protection Code's six years
 * after the relationship ends.
 */
export const RECORDS_KEPT_YEARS = 6;

export const ACCOUNT_CLOSURE_MESSAGES = {
  policyInForce:
    'You have a policy in force. You can close your account once it has ended or been cancelled.',
  claimInProgress:
    'You have a claim in progress. You can close your account once it has been settled or closed.',
  complaintOpen:
    'We have not yet given our final response to your complaint. You can close your account once we have.',
  purchaseUnderWay:
    'A payment for a policy is still being completed. Please try again in a few minutes.',
  confirmRequired: 'Tick the box to confirm that you want to close your account',
  closed: 'Your account is closed.',
  closedDetail:
    'You can no longer sign in, and we have erased the details we kept only for your account. We have emailed you to confirm it.',
} as const;

/** What stands in the way of closing, as the API counts it. */
export interface ClosureStanding {
  /** Active policies, counting one whose last day was yesterday (its renewal may be under way). */
  policiesInForce: number;
  claimsInProgress: number;
  /** Complaints still owed an answer: their updates and final response go to the account. */
  complaintsOpen: number;
  /** Payments taken or pending that have not made their policy yet. */
  purchasesUnderWay: number;
}

/** Why the account cannot be closed today, in the customer's words; null when it can. */
export function closureRefusal(standing: ClosureStanding): string | null {
  if (standing.claimsInProgress > 0) return ACCOUNT_CLOSURE_MESSAGES.claimInProgress;
  if (standing.complaintsOpen > 0) return ACCOUNT_CLOSURE_MESSAGES.complaintOpen;
  if (standing.purchasesUnderWay > 0) return ACCOUNT_CLOSURE_MESSAGES.purchaseUnderWay;
  if (standing.policiesInForce > 0) return ACCOUNT_CLOSURE_MESSAGES.policyInForce;
  return null;
}

/** The closing form and the body of POST /account/closure: the password and a confirmation. */
export const closeAccountSchema = z.object({
  currentPassword: currentPasswordFieldSchema,
  confirm: z.boolean().refine((ticked) => ticked, ACCOUNT_CLOSURE_MESSAGES.confirmRequired),
});
export type CloseAccountValues = z.input<typeof closeAccountSchema>;

/** GET /account/closure: whether the account can be closed today, and if not why. */
export const closureStandingSchema = z.object({
  can_close: z.boolean(),
  reason: z.string().nullable(),
});
export type ClosureStandingAnswer = z.infer<typeof closureStandingSchema>;

/** The answer of POST /account/closure. */
export const accountClosedSchema = z.object({ message: z.string() });
