import { z } from 'zod';
import { policyPaymentSchema } from './policy-payment-schema.js';

const reference = z.string().trim().min(1).max(40);

/** home.md 4: where a bind stands. */
export const BIND_STATUSES = ['IN_PROGRESS', 'COMPLETED', 'FAILED'] as const;
export type BindStatus = (typeof BIND_STATUSES)[number];

/** Why a bind failed, for the thank-you page: the card was refused, or the policy not made. */
export const BIND_ERROR_CODES = {
  paymentDeclined: 'PAYMENT_DECLINED',
  policyGenerationFailed: 'POLICY_GENERATION_FAILED',
} as const;

export const policyCreationSchema = z.object({
  policy_id: z.string(),
  reference_number: z.string(),
  policy_number: z.string(),
  /** YYYY-MM-DD: the period paid for (a renewal's: the renewed period). */
  start_date: z.string().optional(),
  end_date: z.string().optional(),
  /** The annual premium (travel: the trip's), never the instalment total. */
  premium_cents: z.number().int().nonnegative().optional(),
  /** What was taken and what comes next: the thank-you page confirms it. */
  payment: policyPaymentSchema.nullable().optional(),
});
export type PolicyCreation = z.infer<typeof policyCreationSchema>;

/**
 * home.md 7: the bind answers with the reference (at once for bind_upload, while in progress).
 * Every product's bind answers with this record.
 */
export const bindResponseSchema = z.object({
  quote_reference: z.string(),
  reference_number: z.string().nullable(),
  bind_status: z.enum(BIND_STATUSES),
  error: z.boolean(),
  error_code: z.string().nullable(),
  error_message: z.string().nullable(),
  policy_creation_response_model: policyCreationSchema.nullable(),
});
export type BindResponse = z.infer<typeof bindResponseSchema>;

export const bindStatusRequestSchema = z
  .object({ quote_reference: reference, user_email: z.string().trim().max(254) })
  .strict();
export type BindStatusRequest = z.infer<typeof bindStatusRequestSchema>;

/** home.md 7 (Bind status): the same record as the bind's answer. */
export const bindStatusResponseSchema = bindResponseSchema;
export type BindStatusResponse = BindResponse;
