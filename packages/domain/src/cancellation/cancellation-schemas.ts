import { z } from 'zod';
import {
  CANCELLATION_KINDS,
  CANCELLATION_MESSAGES as M,
  CANCELLATION_REASON_MAX_LENGTH,
} from './cancellation-messages.js';
import type { CancellationSettlement } from './cancellation-settlement.js';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalid);

/** POST /api/policies/{policyId}/cancellation/quote: what leaving would come to. */
export const cancellationQuoteRequestSchema = z.strictObject({
  kind: z.enum(CANCELLATION_KINDS),
  /** A cancellation's last day of cover (YYYY-MM-DD); a withdrawal ends cover the day it is made. */
  last_day_of_cover: isoDate.optional(),
});
export type CancellationQuoteRequest = z.infer<typeof cancellationQuoteRequestSchema>;

/** POST /api/policies/{policyId}/cancellation: leave, at the figures the customer was shown. */
export const cancellationRequestSchema = cancellationQuoteRequestSchema.extend({
  reason: z.string().trim().max(CANCELLATION_REASON_MAX_LENGTH, M.reasonTooLong).optional(),
  /** The settlement the customer saw: a different one now is refused, not applied. */
  expected_settlement_cents: z.number().int().min(-10_000_000).max(10_000_000),
});
export type CancellationRequest = z.infer<typeof cancellationRequestSchema>;

export const cancellationSettlementSchema = z.object({
  kind: z.enum(CANCELLATION_KINDS),
  last_day_of_cover: z.string(),
  days_in_period: z.number().int(),
  days_of_cover: z.number().int(),
  premium_cents: z.number().int(),
  paid_cents: z.number().int(),
  cover_given_cents: z.number().int(),
  fee_cents: z.number().int(),
  settlement_cents: z.number().int(),
  route: z.enum(['card', 'bank_account', 'none']),
  instalments_stopped: z.boolean(),
}) satisfies z.ZodType<CancellationSettlement>;

export const cancellationQuoteResponseSchema = cancellationSettlementSchema.extend({
  policy_id: z.string(),
  /** YYYY-MM-DD: the withdrawal period's last day. */
  withdrawal_ends_on: z.string(),
  /** The fee in the policy's terms, shown before the customer confirms a cancellation. */
  fee_in_terms_cents: z.number().int(),
});
export type CancellationQuoteResponse = z.infer<typeof cancellationQuoteResponseSchema>;

/** The acknowledgement: on screen as in the e-mail, with the date and time it was received. */
export const cancellationResponseSchema = cancellationSettlementSchema.extend({
  policy_id: z.string(),
  /** CN- and 8 characters: quoted in the e-mail and the confirmation. */
  reference: z.string(),
  /** ISO 8601: when the request was received. */
  received_at: z.string(),
  /** YYYY-MM-DD: a refund is paid by this day (30 calendar days, S.I. 853/2004). */
  refund_by: z.string().nullable(),
});
export type CancellationResponse = z.infer<typeof cancellationResponseSchema>;

/** PUT /api/policies/{policyId}/auto-renewal. */
export const policyAutoRenewalRequestSchema = z.strictObject({ enabled: z.boolean() });
export const policyAutoRenewalResponseSchema = z.object({
  policy_id: z.string(),
  auto_renewal: z.boolean(),
});
