import { z } from 'zod';
import {
  COMPLAINT_ACTIONS,
  COMPLAINT_EVENT_KINDS,
  COMPLAINT_LIMITS as L,
  COMPLAINT_OUTCOMES,
  COMPLAINT_STATUSES,
  COMPLAINT_SUBJECTS,
} from './complaint-constants.js';

/** 2000 as '2,000', without locale data (decision 0023). */
const count = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The form's and the API's words for each problem (GOV.UK style: what to do, not what is wrong). */
export const COMPLAINT_MESSAGES = {
  aboutRequired: 'Choose what your complaint is about',
  policyRequired: 'Choose the policy your complaint is about',
  claimRequired: 'Choose the claim your complaint is about',
  descriptionRequired: 'Tell us what went wrong',
  descriptionTooLong: `What went wrong must be ${count(L.descriptionMaxLength)} characters or fewer`,
  wantedRequired: 'Tell us what you would like us to do',
  wantedTooLong: `What you would like us to do must be ${count(L.wantedMaxLength)} characters or fewer`,
  policyNotFound: 'We could not find this policy on your account. Choose one of your policies.',
  claimNotFound: 'We could not find this claim on your account. Choose one of your claims.',
  complaintNotFound: 'No complaint was found with this reference.',
  submissionReused:
    'This complaint was sent already with different answers. Reload the page to see your complaints.',
  updateRequired: 'Enter the update for the customer',
  updateTooLong: `The update must be ${count(L.updateMaxLength)} characters or fewer`,
  outcomeRequired: 'Choose the outcome of the complaint',
  responseRequired: 'Enter the final response, as the customer will read it',
  responseTooLong: `The final response must be ${count(L.finalResponseMaxLength)} characters or fewer`,
  resolutionRequired: 'Enter how the complaint was resolved, as the customer will read it',
  complaintClosed: 'This complaint has had its final answer and takes no more actions',
  actionReused:
    'This action was recorded already as something else. Reload the complaint before acting on it.',
} as const;

const M = COMPLAINT_MESSAGES;

/** A required text, trimmed, with its words for empty and too long. */
const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/**
 * What the form asks: what it is about, the policy or claim, what went wrong and what the customer
 * wants done. A complaint about a policy names one, about a claim names one; for anything else a
 * policy may be named. Empty choices are sent as '' by the form and kept as none.
 */
const complaintFields = {
  about: z.enum(COMPLAINT_SUBJECTS, { error: M.aboutRequired }),
  /** The profile's policy_id of one of the customer's policies. */
  policy_id: z.string().trim().max(60).optional(),
  /** One of the customer's claims' references (CL-...). */
  claim_reference: z.string().trim().max(40).optional(),
  description: requiredText(L.descriptionMaxLength, M.descriptionRequired, M.descriptionTooLong),
  wanted: requiredText(L.wantedMaxLength, M.wantedRequired, M.wantedTooLong),
};

type ComplaintFields = {
  about: string;
  policy_id?: string | undefined;
  claim_reference?: string | undefined;
};

function namedWhatItIsAbout(value: ComplaintFields, context: z.RefinementCtx) {
  if (value.about === 'policy' && !value.policy_id) {
    context.addIssue({ code: 'custom', path: ['policy_id'], message: M.policyRequired });
  }
  if (value.about === 'claim' && !value.claim_reference) {
    context.addIssue({ code: 'custom', path: ['claim_reference'], message: M.claimRequired });
  }
}

/** The form's own schema (the web's 'Make a complaint'): the request without its submission id. */
export const complaintFormSchema = z.strictObject(complaintFields).superRefine(namedWhatItIsAbout);
export type ComplaintFormInput = z.input<typeof complaintFormSchema>;
export type ComplaintForm = z.output<typeof complaintFormSchema>;

/** POST /api/complaints: the form's answers and the form's own id for this complaint. */
export const complaintRequestSchema = z
  .strictObject({
    /**
     * Made by the form once per complaint it sends: the same id again (a double tap, a retry)
     * answers the complaint it made and makes no second one.
     */
    submission_id: z.uuid(),
    ...complaintFields,
  })
  .superRefine(namedWhatItIsAbout);
export type ComplaintRequest = z.output<typeof complaintRequestSchema>;

const isoDate = z.string();
const dueForSchema = z.enum(['update', 'final_response']);

/** What is owed the customer next and by when, and whether that day has passed. */
export const complaintNextDueSchema = z.object({
  for: dueForSchema,
  /** YYYY-MM-DD: the last business day it may be given on. */
  due: isoDate,
  overdue: z.boolean(),
});

/** A complaint as its owner's list shows it. */
export const complaintSummarySchema = z.object({
  reference: z.string(),
  about: z.enum(COMPLAINT_SUBJECTS),
  about_label: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  /** The policy it is about, when one was named. */
  policy_id: z.string().nullable(),
  policy_number: z.string().nullable(),
  product: z.string().nullable(),
  claim_reference: z.string().nullable(),
  /** ISO 8601: received and acknowledged at once. */
  received_at: z.string(),
  /** YYYY-MM-DD, while the complaint is open: the next update's and the final response's days. */
  update_due: isoDate.nullable(),
  final_response_due: isoDate.nullable(),
});
export type ComplaintSummary = z.infer<typeof complaintSummarySchema>;

export const complaintListSchema = z.object({ complaints: z.array(complaintSummarySchema) });

export const complaintEventSchema = z.object({
  kind: z.enum(COMPLAINT_EVENT_KINDS),
  /** ISO 8601. */
  at: z.string(),
  /** The update, the final response or the resolution, as the customer reads it. */
  text: z.string().nullable(),
  outcome: z.enum(COMPLAINT_OUTCOMES).nullable(),
});
export type ComplaintEvent = z.infer<typeof complaintEventSchema>;

/** GET /api/complaints/{reference}: the complaint whole, with its timeline and final response. */
export const complaintDetailSchema = complaintSummarySchema.extend({
  description: z.string(),
  wanted: z.string(),
  timeline: z.array(complaintEventSchema),
  final_response: z
    .object({
      outcome: z.enum(COMPLAINT_OUTCOMES),
      text: z.string(),
      /** The Ombudsman's paragraph, as it was given with the response. */
      fspo: z.array(z.string()),
      at: z.string(),
    })
    .nullable(),
});
export type ComplaintDetail = z.infer<typeof complaintDetailSchema>;

/** A complaint in the staff's queue: nothing of the customer's but what it is about. */
export const complaintQueueEntrySchema = z.object({
  reference: z.string(),
  about_label: z.string(),
  product: z.string().nullable(),
  status: z.enum(COMPLAINT_STATUSES),
  received_at: z.string(),
  age_days: z.number().int(),
  update_due: isoDate,
  final_response_due: isoDate,
  next_due: complaintNextDueSchema,
});
export type ComplaintQueueEntry = z.infer<typeof complaintQueueEntrySchema>;
export const complaintQueueSchema = z.object({ complaints: z.array(complaintQueueEntrySchema) });

/** GET /api/staff/complaints/{reference}: the complaint whole, its customer and what is due. */
export const staffComplaintDetailSchema = complaintDetailSchema.extend({
  customer: z.object({ name: z.string(), email: z.string() }),
  next_due: complaintNextDueSchema.nullable(),
  actions: z.array(z.enum(COMPLAINT_ACTIONS)),
});
export type StaffComplaintDetail = z.infer<typeof staffComplaintDetailSchema>;

const actionId = z.uuid();

/** POST /api/staff/complaints/{reference}/actions: one action, with the handler's own id for it. */
export const complaintActionSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('update'),
    action_id: actionId,
    text: requiredText(L.updateMaxLength, M.updateRequired, M.updateTooLong),
  }),
  z.strictObject({
    action: z.literal('final_response'),
    action_id: actionId,
    outcome: z.enum(COMPLAINT_OUTCOMES, { error: M.outcomeRequired }),
    text: requiredText(L.finalResponseMaxLength, M.responseRequired, M.responseTooLong),
  }),
  z.strictObject({
    action: z.literal('resolve'),
    action_id: actionId,
    text: requiredText(L.updateMaxLength, M.resolutionRequired, M.updateTooLong),
  }),
]);
export type ComplaintActionRequest = z.output<typeof complaintActionSchema>;
