import { businessDaysAfter } from '../dates/irish-business-days.js';
import {
  COMPLAINT_BUSINESS_DAYS,
  isComplaintOpen,
  type ComplaintStatus,
} from './complaint-constants.js';

/**
 * The Consumer Protection Code 2025's complaint timelines (issue 45), in business days counted
 * with the Irish calendar (dates/irish-business-days.ts: weekends, public holidays, the days given
 * in their place and bank holidays are not business days). The acknowledgement is immediate and
 * owes no date; an update is due within 20 business days of receipt and then of the last update;
 * the final response within 40 business days of receipt. Kept apart from the domain's index, as
 * the holiday tables are ('@wallet/domain/complaint-due-dates').
 */
export interface ComplaintClock {
  status: ComplaintStatus;
  /** The day it was received (YYYY-MM-DD, Irish time). */
  receivedOn: string;
  /** The day of the last update given; null before the first. */
  lastUpdateOn: string | null;
}

export type ComplaintDueFor = 'update' | 'final_response';

export interface ComplaintDueDates {
  /** The last business day the next update may be given on. */
  update: string;
  /** The last business day the final response may be given on. */
  finalResponse: string;
  /** What is owed first: the update, or the final response when that falls due first. */
  next: { for: ComplaintDueFor; due: string };
}

/** The update due next: 20 business days after receipt or the last update. */
export const complaintUpdateDue = (clock: Pick<ComplaintClock, 'receivedOn' | 'lastUpdateOn'>) =>
  businessDaysAfter(clock.lastUpdateOn ?? clock.receivedOn, COMPLAINT_BUSINESS_DAYS.update);

/** The final response: 40 business days after receipt. */
export const complaintFinalResponseDue = (receivedOn: string) =>
  businessDaysAfter(receivedOn, COMPLAINT_BUSINESS_DAYS.finalResponse);

/** What an open complaint is owed and by when; null once answered (final response or resolved). */
export function complaintDueDates(clock: ComplaintClock): ComplaintDueDates | null {
  if (!isComplaintOpen(clock.status)) return null;
  const update = complaintUpdateDue(clock);
  const finalResponse = complaintFinalResponseDue(clock.receivedOn);
  return {
    update,
    finalResponse,
    next:
      finalResponse <= update
        ? { for: 'final_response', due: finalResponse }
        : { for: 'update', due: update },
  };
}

/** Overdue: the due day has passed (an answer given on the due day itself is in time). */
export const isComplaintOverdue = (due: ComplaintDueDates | null, today: string): boolean =>
  due !== null && today > due.next.due;
