import { labelledList } from '../platform/labelled-list.js';

/**
 * Complaints (issue 45): the limits of the form and the staff's answers. The Consumer Protection
 * Code 2025 sets the timelines (complaint-due-dates.ts); these lengths are ours, written in
 * docs/decisions/0046-complaints-and-their-timelines.md.
 */
export const COMPLAINT_LIMITS = {
  /** What went wrong, in the customer's words. */
  descriptionMaxLength: 2_000,
  /** What the customer would like done to put it right. */
  wantedMaxLength: 1_000,
  /** An update from staff, as the customer reads it. */
  updateMaxLength: 2_000,
  /** The final response's own words (the Ombudsman's paragraph is added to them). */
  finalResponseMaxLength: 5_000,
} as const;

/** The Code's timelines, in business days (Irish public and bank holidays are not ones). */
export const COMPLAINT_BUSINESS_DAYS = {
  /** An update at least this often: from receipt, then from the last update. */
  update: 20,
  /** The final response, from receipt. */
  finalResponse: 40,
} as const;

/** What a complaint may be about, in the form's words. */
const SUBJECTS = labelledList({
  policy: 'A policy',
  claim: 'A claim',
  payment: 'A payment',
  service: 'Our service',
  other: 'Something else',
});
export const COMPLAINT_SUBJECTS = SUBJECTS.ids;
export type ComplaintSubject = (typeof COMPLAINT_SUBJECTS)[number];
export const COMPLAINT_SUBJECT_LABELS: Record<ComplaintSubject, string> = SUBJECTS.labels;

/**
 * Where a complaint is: received (acknowledged at once), being investigated (an update was
 * given), final response given (with its outcome), or resolved (settled to the customer's
 * satisfaction before a final response was needed).
 */
const STATUSES = labelledList({
  received: 'Received',
  being_investigated: 'Being investigated',
  final_response_given: 'Final response given',
  resolved: 'Resolved',
});
export const COMPLAINT_STATUSES = STATUSES.ids;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = STATUSES.labels;

/** A complaint still owed an answer: received or being investigated. */
export const isComplaintOpen = (status: ComplaintStatus): boolean =>
  status === 'received' || status === 'being_investigated';

/** The final response's outcome. */
const OUTCOMES = labelledList({
  upheld: 'Upheld',
  partly_upheld: 'Partly upheld',
  not_upheld: 'Not upheld',
});
export const COMPLAINT_OUTCOMES = OUTCOMES.ids;
export type ComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number];
export const COMPLAINT_OUTCOME_LABELS: Record<ComplaintOutcome, string> = OUTCOMES.labels;

/** What staff do with a complaint, each making one event on its timeline. */
export const COMPLAINT_ACTIONS = ['update', 'final_response', 'resolve'] as const;
export type ComplaintAction = (typeof COMPLAINT_ACTIONS)[number];

export const STATUS_AFTER_COMPLAINT_ACTION: Record<ComplaintAction, ComplaintStatus> = {
  update: 'being_investigated',
  final_response: 'final_response_given',
  resolve: 'resolved',
};

/** The actions a complaint at this status allows: every one while it is open, none after. */
export const complaintActionsAt = (status: ComplaintStatus): ComplaintAction[] =>
  isComplaintOpen(status) ? [...COMPLAINT_ACTIONS] : [];

/** What each event on a complaint's timeline is. */
export const COMPLAINT_EVENT_KINDS = ['received', 'update', 'final_response', 'resolved'] as const;
export type ComplaintEventKind = (typeof COMPLAINT_EVENT_KINDS)[number];

/** How many months the customer has to go to the Ombudsman after the final response. */
export const FSPO_MONTHS = 6;

/**
 * The customer's right to go to the Financial Services and Pensions Ombudsman, stated in every
 * final response (its e-mail and the complaint's page), added by the wallet, not typed by staff.
 */
export const FSPO_RIGHT_LINES = [
  `If you are not satisfied with our final response, you can refer your complaint to the Financial Services and Pensions Ombudsman within ${FSPO_MONTHS} months of the date of this final response.`,
  'Financial Services and Pensions Ombudsman, Lincoln House, Lincoln Place, Dublin 2, D02 VH29. Website: www.fspo.ie',
] as const;
