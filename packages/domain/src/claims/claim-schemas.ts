import { z } from 'zod';
import { claimPayoutSchema } from './claim-payouts.js';
import { CLAIM_FILE_TYPES, CLAIM_LIMITS as L, type ClaimFileType } from './claim-constants.js';
import { CLAIM_STAGES } from './claim-stages.js';

/*
 * The claims calls (issue 44). The shape is checked here; the rules (dates against the policy's
 * cover, lengths, each product's questions) by claimRequestProblems, the same in the form.
 */

const text = (max: number) => z.string().max(max * 2);
const isoDateText = z.string().max(10);

export const claimItemSchema = z.strictObject({
  description: text(L.itemDescriptionMaxLength),
  /** Whole euro in cents. */
  estimate_cents: z
    .number()
    .int()
    .min(100)
    .max(L.itemEstimateMaxEuro * 100)
    .multipleOf(100),
});
export type ClaimItem = z.infer<typeof claimItemSchema>;

export const claimOtherPartySchema = z.strictObject({
  name: text(L.shortTextMaxLength).optional(),
  registration: text(L.shortTextMaxLength).optional(),
  insurer: text(L.shortTextMaxLength).optional(),
});
export type ClaimOtherParty = z.infer<typeof claimOtherPartySchema>;

export const claimTripSchema = z.strictObject({
  destination: text(L.shortTextMaxLength),
  departure_date: isoDateText,
  return_date: isoDateText.optional(),
});
export type ClaimTrip = z.infer<typeof claimTripSchema>;

/** POST /api/claims: a new claim on one of the customer's policies. */
export const claimRequestSchema = z.strictObject({
  /**
   * Made by the form once per claim it sends: the same key again (a double tap, a retry after a
   * lost answer) answers the claim it made, and makes no second one.
   */
  submission_id: z.uuid(),
  policy_id: z.string().trim().min(1).max(60),
  kind: z.string().max(40),
  incident_date: isoDateText,
  /** Car and travel; a home claim happened at the insured address. */
  place: text(L.shortTextMaxLength).optional(),
  description: text(L.descriptionMaxLength),
  anyone_hurt: z.boolean(),
  items: z.array(claimItemSchema).max(L.maxItems * 2),
  /** Car: the other party, when there is one. */
  other_party: claimOtherPartySchema.optional(),
  /** Car: the Garda report's number, when one was made. */
  garda_report_number: text(L.shortTextMaxLength).optional(),
  /** Travel: the trip. */
  trip: claimTripSchema.optional(),
});
export type ClaimRequest = z.infer<typeof claimRequestSchema>;

export const claimEventSchema = z.object({
  stage: z.enum(CLAIM_STAGES),
  /** ISO 8601. */
  at: z.string(),
  /** What the customer is told with it: what is asked, the reasons, where the money went. */
  note: z.string().nullable(),
});
export type ClaimEvent = z.infer<typeof claimEventSchema>;

/** A claim as its owner sees it: in the list, and whole on its page. */
export const claimSummarySchema = z.object({
  reference: z.string(),
  policy_id: z.string(),
  policy_number: z.string(),
  product: z.string(),
  kind: z.string(),
  kind_label: z.string(),
  incident_date: z.string(),
  stage: z.enum(CLAIM_STAGES),
  /** ISO 8601. */
  received_at: z.string(),
  estimate_cents: z.number().int(),
  /** Approved: the amount agreed (less the excess); settled: what was paid. */
  amount_cents: z.number().int().nullable(),
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

export const claimListSchema = z.object({ claims: z.array(claimSummarySchema) });

/** POST /api/claims/{reference}/messages: a message from the customer on the claim's thread. */
export const claimMessageRequestSchema = z.strictObject({
  /** Made by the form once per message: the same id again keeps one message. */
  message_id: z.uuid(),
  body: text(L.messageMaxLength),
});
export type ClaimMessageRequest = z.infer<typeof claimMessageRequestSchema>;

export const CLAIM_MESSAGE_AUTHORS = ['customer', 'handler'] as const;

export const claimMessageSchema = z.object({
  author: z.enum(CLAIM_MESSAGE_AUTHORS),
  body: z.string(),
  /** ISO 8601. */
  at: z.string(),
});
export type ClaimMessage = z.infer<typeof claimMessageSchema>;

/**
 * A photo or document on a claim, as its page lists it. Its type is the one its content showed
 * when it arrived (a HEIC photo is kept as the JPEG it was turned into, which browsers show).
 */
export const claimFileSchema = z.object({
  file_id: z.uuid(),
  /** The name it was sent with, as the customer knows it. */
  name: z.string(),
  media_type: z.enum(Object.keys(CLAIM_FILE_TYPES) as [ClaimFileType, ...ClaimFileType[]]),
  size_bytes: z.number().int().positive(),
  /** Who sent it: the customer, or the claims handler. */
  author: z.enum(CLAIM_MESSAGE_AUTHORS),
  /** ISO 8601. */
  uploaded_at: z.string(),
});
export type ClaimFile = z.infer<typeof claimFileSchema>;

/**
 * POST /api/claims/{reference}/files: the query of a multipart upload of one file (its part named
 * `file`). The sender's own id for the upload: sent again, the file is kept once.
 */
export const claimFileUploadQuerySchema = z.strictObject({ upload_id: z.uuid() });

/** A claim whole, as its page shows it (not the past claims a home quote asks about). */
export const claimDetailSchema = claimSummarySchema.extend({
  place: z.string().nullable(),
  description: z.string(),
  anyone_hurt: z.boolean(),
  items: z.array(claimItemSchema),
  other_party: claimOtherPartySchema.nullable(),
  garda_report_number: z.string().nullable(),
  trip: claimTripSchema.nullable(),
  timeline: z.array(claimEventSchema),
  /** The thread with the handler, oldest first. */
  messages: z.array(claimMessageSchema),
  /** Its photos and documents, oldest first. */
  files: z.array(claimFileSchema),
  /** A settled claim's payment: how much, where to, and whether it is paid yet. */
  payout: claimPayoutSchema.nullable(),
  /**
   * The excess the policy's terms set for this claim as it was made (the policy as it stood on
   * the day it happened); null where none applies or the terms are not on record.
   */
  excess_cents: z.number().int().nullable(),
});
export type ClaimDetail = z.infer<typeof claimDetailSchema>;

/**
 * GET /api/claims/excess: the excess a claim would carry, asked by the form's check step before
 * it is sent; the same rules set the claim's own excess when it is made.
 */
export const claimExcessQuerySchema = z.strictObject({
  policy_id: z.string().max(100),
  kind: z.string().max(40),
  /** YYYY-MM-DD: the policy as it stood that day sets the excess. */
  incident_date: isoDateText,
});
export type ClaimExcessQuery = z.infer<typeof claimExcessQuerySchema>;

export const claimExcessSchema = z.object({
  /** Null where no excess applies to this kind of claim under the policy's cover. */
  excess_cents: z.number().int().nullable(),
  /** False when the policy's terms are not on record online: its schedule says. */
  on_record: z.boolean(),
});
export type ClaimExcess = z.infer<typeof claimExcessSchema>;
