import { businessDaysAfter } from '../dates/irish-business-days.js';
import type { ClaimStage } from './claim-stages.js';

/**
 * The Consumer Protection Code's claims timelines (issue 44), in business days (Irish public
 * holidays are not business days): the customer is told of developments within 10 business days,
 * a decision follows within 10 business days of the last information asked for, and an agreed
 * settlement is paid within 10 business days. Kept apart from the domain's index, as the holiday
 * tables are ('@wallet/domain/claim-due-dates').
 */
export const CLAIM_BUSINESS_DAYS = { update: 10, decision: 10, payment: 10 } as const;

export type ClaimDueFor = keyof typeof CLAIM_BUSINESS_DAYS;

/** What the timelines count from, each YYYY-MM-DD. */
export interface ClaimClock {
  stage: ClaimStage;
  /** The last day the customer was told of a development: the day it was received, at first. */
  lastToldOn: string;
  /** The day the information last asked for came in; null when none was asked for or it is due. */
  informationCompleteOn: string | null;
  /** The day the settlement was agreed (approved); null before. */
  approvedOn: string | null;
}

export interface ClaimDue {
  for: ClaimDueFor;
  /** The last business day it may be done on. */
  due: string;
}

/**
 * What the handler owes the customer next and by when, or null for a settled or declined claim.
 * An approved claim owes its payment; an open one an update, or its decision when that is sooner.
 */
export function claimNextDue(clock: ClaimClock): ClaimDue | null {
  if (clock.stage === 'settled' || clock.stage === 'declined') return null;
  if (clock.stage === 'approved') {
    if (!clock.approvedOn) throw new Error('an approved claim has the day it was approved');
    return {
      for: 'payment',
      due: businessDaysAfter(clock.approvedOn, CLAIM_BUSINESS_DAYS.payment),
    };
  }
  const update: ClaimDue = {
    for: 'update',
    due: businessDaysAfter(clock.lastToldOn, CLAIM_BUSINESS_DAYS.update),
  };
  if (clock.stage === 'awaiting_information' || !clock.informationCompleteOn) return update;
  const decision: ClaimDue = {
    for: 'decision',
    due: businessDaysAfter(clock.informationCompleteOn, CLAIM_BUSINESS_DAYS.decision),
  };
  return decision.due <= update.due ? decision : update;
}

/** Overdue: the due day has passed (work done on the due day itself is in time). */
export const isClaimOverdue = (due: ClaimDue | null, today: string): boolean =>
  due !== null && today > due.due;
