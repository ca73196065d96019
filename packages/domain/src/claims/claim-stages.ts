/**
 * Where a claim made online stands, its stage (issue 44), as its timeline shows it to the customer
 * and the handler's queue sorts it; not the settled-or-not of a home quote's past claims. A claim
 * is received, assessed (asking the customer for information as often as needed), then approved
 * and settled, or declined with reasons.
 */
export const CLAIM_STAGES = [
  'received',
  'being_assessed',
  'awaiting_information',
  'approved',
  'settled',
  'declined',
] as const;

export type ClaimStage = (typeof CLAIM_STAGES)[number];

export const CLAIM_STAGE_LABELS: Record<ClaimStage, string> = {
  received: 'Received',
  being_assessed: 'Being assessed',
  awaiting_information: 'Awaiting information',
  approved: 'Approved',
  settled: 'Settled',
  declined: 'Declined',
};

/**
 * The moves a claim may make. Asking for information and receiving it go back and forth; an
 * approval is paid (settled); a decline ends the claim (an appeal is made in writing, outside the
 * wallet). Settled and declined are final.
 */
const CLAIM_MOVES: Record<ClaimStage, readonly ClaimStage[]> = {
  received: ['being_assessed', 'awaiting_information', 'approved', 'declined'],
  being_assessed: ['awaiting_information', 'approved', 'declined'],
  awaiting_information: ['being_assessed', 'approved', 'declined'],
  approved: ['settled'],
  settled: [],
  declined: [],
};

export const canMoveClaim = (from: ClaimStage, to: ClaimStage): boolean =>
  CLAIM_MOVES[from].includes(to);

/** A claim not yet settled or declined: it blocks cancelling its policy online (issue 43's port). */
export const isClaimInProgress = (status: ClaimStage): boolean => CLAIM_MOVES[status].length > 0;

/**
 * Where a claim stands once its customer has written on it: information asked for and now given
 * goes back to being assessed (its decision's clock starts); any other stage stays.
 */
export const stageAfterCustomerMessage = (stage: ClaimStage): ClaimStage =>
  stage === 'awaiting_information' ? 'being_assessed' : stage;
