import { parseIsoDate } from '../dates/calendar-date.js';
import { CANCELLATION_MESSAGES as M, type CancellationKind } from './cancellation-messages.js';

/** The policy as the rules see it when its owner asks to leave. */
export interface LeavingPolicy {
  status: string;
  startDate: string;
  endDate: string;
  /** YYYY-MM-DD: the last day of the withdrawal period (withdrawal-period.ts). */
  withdrawalEndsOn: string;
  /** A claim in progress on it (the claims port). */
  claimInProgress: boolean;
  /** Where a customer with a claim in progress calls instead. */
  claimsPhoneNumber: string;
}

export type LeavingRequest = { kind: CancellationKind; lastDayOfCover?: string | undefined };

/** Whether the withdrawal function shows: the policy is active and the period has not ended. */
export const canWithdraw = (
  policy: Pick<LeavingPolicy, 'status' | 'withdrawalEndsOn'>,
  today: string,
) => policy.status === 'active' && today <= policy.withdrawalEndsOn;

/**
 * Why this policy cannot end as asked (the first reason), or null when it can. The policy must
 * be active without a claim in progress; a withdrawal must be asked by the period's last day; a
 * cancellation's last day of cover is today or later, up to the policy's end.
 */
export function leavingRefusal(
  policy: LeavingPolicy,
  request: LeavingRequest,
  today: string,
): { field: 'policy' | 'last_day_of_cover'; message: string } | null {
  if (policy.status === 'cancelled') return { field: 'policy', message: M.alreadyEnded };
  if (policy.status !== 'active' || policy.endDate < today) {
    return { field: 'policy', message: M.notActive };
  }
  if (policy.claimInProgress) {
    return { field: 'policy', message: M.claimInProgress(policy.claimsPhoneNumber) };
  }
  if (request.kind === 'withdrawal') {
    return today > policy.withdrawalEndsOn
      ? { field: 'policy', message: M.withdrawalOver(policy.withdrawalEndsOn) }
      : null;
  }
  const dateMessage = lastDayOfCoverMessage(request.lastDayOfCover, policy.endDate, today);
  return dateMessage ? { field: 'last_day_of_cover', message: dateMessage } : null;
}

/** The cancellation form's date rule, the same in the form and the API. */
export function lastDayOfCoverMessage(
  isoDate: string | undefined,
  endDate: string,
  today: string,
): string | null {
  if (!isoDate) return M.dateRequired;
  if (!parseIsoDate(isoDate)) return M.dateInvalid;
  if (isoDate < today) return M.dateInPast;
  if (isoDate > endDate) return M.dateAfterEnd(endDate);
  return null;
}

/** The day cover ends when a policy is left today: a withdrawal ends it today. */
export const lastDayOfCoverOf = (request: LeavingRequest, today: string): string =>
  request.kind === 'withdrawal' ? today : (request.lastDayOfCover ?? today);
