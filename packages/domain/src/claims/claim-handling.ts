import { z } from 'zod';
import { formatEuro } from '../platform/money.js';
import { CLAIM_LIMITS as L } from './claim-constants.js';
import { CLAIM_STAGE_LABELS, CLAIM_STAGES, canMoveClaim, type ClaimStage } from './claim-stages.js';
import { policyChangeLineSchema } from '../policy-changes/change-schemas.js';
import { claimDetailSchema } from './claim-schemas.js';

/**
 * What a claims handler does with a claim (issue 44): start assessing it, ask the customer for
 * information, approve it with the amount to pay (the excess already taken off), or decline it
 * with reasons, and settle an approved claim (pay its amount out to the card or bank account that
 * pays for the policy or, when none is on record, record it as paid outside the wallet with how it
 * was paid). Each moves the claim to one stage.
 */
export const CLAIM_HANDLER_ACTIONS = [
  'assess',
  'ask',
  'approve',
  'settle',
  'settle_outside',
  'decline',
] as const;
export type ClaimHandlerAction = (typeof CLAIM_HANDLER_ACTIONS)[number];

export const STAGE_AFTER_ACTION: Record<ClaimHandlerAction, ClaimStage> = {
  assess: 'being_assessed',
  ask: 'awaiting_information',
  approve: 'approved',
  settle: 'settled',
  settle_outside: 'settled',
  decline: 'declined',
};

/** The most one claim can be approved for: its most things at their highest estimate. */
export const CLAIM_APPROVAL_MAX_CENTS = L.maxItems * L.itemEstimateMaxEuro * 100;

/**
 * How a declined claim is appealed (the Consumer Protection Code: the reasons in writing, and the
 * ways to have the decision looked at again): to the insurer in writing, then to the Ombudsman.
 * The decline's e-mail and the claim's page say the same.
 */
export const CLAIM_APPEAL_LINES = [
  'If you do not agree, you can appeal in writing within 30 days: reply to the e-mail that told you of this decision, or write to Claims Appeals, quoting your claim reference. Someone who did not make this decision will review it and reply in writing.',
  'If you are still not satisfied, you can refer your complaint to the Financial Services and Pensions Ombudsman, Lincoln House, Lincoln Place, Dublin 2, D02 VH29 (www.fspo.ie).',
] as const;

export const CLAIM_HANDLING_MESSAGES = {
  moveNotAllowed: (stage: ClaimStage) =>
    `A claim that is ${CLAIM_STAGE_LABELS[stage].toLowerCase()} cannot be moved this way`,
  questionRequired: 'Enter what you need from the customer',
  reasonsRequired: 'Enter why the claim is declined, as the customer will read it',
  textTooLong: `This must be ${L.messageMaxLength} characters or fewer`,
  amountRequired: 'Enter the amount to pay, after the excess',
  amountTooHigh: `The amount to pay must be ${formatEuro(CLAIM_APPROVAL_MAX_CENTS)} or less`,
  noPayoutAccount:
    'No card or bank account is on record for this policy to pay the claim to. Ask the customer for their bank details, pay it outside the wallet and record it as paid.',
  payoutAccountOnRecord:
    'This policy has a card or bank account on record: settle the claim to it instead',
  paidHowRequired: 'Enter how the claim was paid, as the customer will read it',
  paidHowTooLong: `This must be ${L.paidHowMaxLength} characters or fewer`,
  claimNotFound: 'No claim was found with this reference.',
  fileNotFound: 'No file was found on this claim.',
} as const;

const M = CLAIM_HANDLING_MESSAGES;
/** Twice the limit: the rules, not the schema, say what is too long, in the customer's words. */
const text = z.string().max(L.messageMaxLength * 2);
const actionId = z.uuid();

/** POST /api/staff/claims/{reference}/actions: one action, with the handler's own id for it. */
export const claimHandlerActionSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('assess'), action_id: actionId, note: text.optional() }),
  z.strictObject({ action: z.literal('ask'), action_id: actionId, question: text }),
  z.strictObject({
    action: z.literal('approve'),
    action_id: actionId,
    amount_cents: z
      .number()
      .int()
      .min(0)
      .max(CLAIM_APPROVAL_MAX_CENTS * 10),
    note: text.optional(),
  }),
  z.strictObject({ action: z.literal('settle'), action_id: actionId, note: text.optional() }),
  z.strictObject({
    action: z.literal('settle_outside'),
    action_id: actionId,
    /** How it was paid, as the customer reads it: 'bank transfer to IE.. 1234 on 30/11/2026'. */
    paid_how: z.string().max(L.paidHowMaxLength * 2),
    note: text.optional(),
  }),
  z.strictObject({ action: z.literal('decline'), action_id: actionId, reasons: text }),
]);
export type ClaimHandlerActionRequest = z.infer<typeof claimHandlerActionSchema>;

const blank = (value: string | undefined) => value === undefined || value.trim() === '';
const tooLong = (value: string | undefined) =>
  value !== undefined && value.trim().length > L.messageMaxLength;

/**
 * Why this action cannot be taken on a claim at this stage, field by field (empty when it can):
 * the move must be one a claim makes, a question and a decline's reasons are written, and an
 * approval names an amount between 1 cent and the most a claim can be for.
 */
export function claimHandlerActionProblems(
  request: ClaimHandlerActionRequest,
  stage: ClaimStage,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!canMoveClaim(stage, STAGE_AFTER_ACTION[request.action])) {
    problems.action = M.moveNotAllowed(stage);
  }
  if (request.action === 'ask') {
    if (blank(request.question)) problems.question = M.questionRequired;
    else if (tooLong(request.question)) problems.question = M.textTooLong;
  }
  if (request.action === 'decline') {
    if (blank(request.reasons)) problems.reasons = M.reasonsRequired;
    else if (tooLong(request.reasons)) problems.reasons = M.textTooLong;
  }
  if (request.action === 'settle_outside') {
    if (blank(request.paid_how)) problems.paid_how = M.paidHowRequired;
    else if (request.paid_how.trim().length > L.paidHowMaxLength)
      problems.paid_how = M.paidHowTooLong;
  }
  if (request.action === 'approve') {
    if (request.amount_cents < 1) problems.amount_cents = M.amountRequired;
    else if (request.amount_cents > CLAIM_APPROVAL_MAX_CENTS)
      problems.amount_cents = M.amountTooHigh;
  }
  if ('note' in request && tooLong(request.note)) {
    problems.note = M.textTooLong;
  }
  return problems;
}

/** The actions a handler may take on a claim at this stage, in the order the page offers them. */
export const claimHandlerActionsAt = (stage: ClaimStage): ClaimHandlerAction[] =>
  CLAIM_HANDLER_ACTIONS.filter((action) => canMoveClaim(stage, STAGE_AFTER_ACTION[action]));

export const CLAIM_DUE_FOR = ['update', 'decision', 'payment'] as const;

/** What is owed the customer next, by when (claim-due-dates.ts), and whether that day has passed. */
export const claimDueSchema = z.object({
  for: z.enum(CLAIM_DUE_FOR),
  /** YYYY-MM-DD: the last business day it may be done on. */
  due: z.string(),
  overdue: z.boolean(),
});

/** A claim in the handler's queue: nothing of its customer's, so listing it reads no one's data. */
export const claimQueueEntrySchema = z.object({
  reference: z.string(),
  product: z.string(),
  kind_label: z.string(),
  stage: z.enum(CLAIM_STAGES),
  /** ISO 8601. */
  received_at: z.string(),
  /** Calendar days since it was received. */
  age_days: z.number().int().nonnegative(),
  estimate_cents: z.number().int(),
  /** Null for a settled or declined claim. */
  next_due: claimDueSchema.nullable(),
});
export type ClaimQueueEntry = z.infer<typeof claimQueueEntrySchema>;

/** GET /api/staff/claims: claims in progress, overdue first, then by the day next due. */
export const claimQueueSchema = z.object({ claims: z.array(claimQueueEntrySchema) });

/** GET /api/staff/claims/{reference}: the claim whole, its customer and the policy it is on. */
export const staffClaimDetailSchema = claimDetailSchema.extend({
  customer: z.object({ name: z.string(), email: z.string() }),
  /** The policy period the claim is on, as it stood on the incident date. */
  policy: z.object({
    start_date: z.string(),
    end_date: z.string(),
    status: z.string(),
    insurer: z.string().nullable(),
    premium_cents: z.number().int(),
    /** How the premium was paid: where a settlement is paid to. */
    paid_by: z.enum(['card', 'direct_debit']).nullable(),
    /** What it covered on the incident date, in its documents' words; null when not on record. */
    cover_on_incident_date: z.string().nullable(),
    /**
     * The mid-term changes in force on the incident date, oldest first (none: the policy stood as
     * bought), each with the day it took effect.
     */
    changes_in_force: z.array(policyChangeLineSchema.extend({ effective_date: z.string() })),
  }),
  /**
   * Where settling an approved claim pays it ('Visa card ending 4242', 'bank account ending
   * 1234'): null before approval, or when no card or bank account is on record.
   */
  pays_to: z.string().nullable(),
  next_due: claimDueSchema.nullable(),
  /** The actions the claim's stage allows. */
  actions: z.array(z.enum(CLAIM_HANDLER_ACTIONS)),
});
export type StaffClaimDetail = z.infer<typeof staffClaimDetailSchema>;

/** POST /api/staff/claims/{reference}/messages: the handler writes on the claim's thread. */
export const claimHandlerMessageSchema = z.strictObject({ message_id: z.uuid(), body: text });

const TYPED_AMOUNT = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * An amount typed in euro and cent ('1,550.00', '1550', '€80.5') as whole cents, or null when it
 * is not one: the handler's form turns what is typed into the cents the API takes.
 */
export function typedAmountCents(typed: string): number | null {
  const text = typed.trim().replace(/^€\s*/, '');
  const match = TYPED_AMOUNT.exec(text);
  if (!match) return null;
  const [whole, cents = ''] = text.replaceAll(',', '').split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}
