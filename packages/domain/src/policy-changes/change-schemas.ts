import { z } from 'zod';
import {
  CHANGE_PAYMENT_METHODS,
  CHANGE_REFUND_ROUTES,
  CHANGE_SETTLEMENTS,
  POLICY_CHANGE_MESSAGES as M,
} from './change-messages.js';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, M.effectiveDateInvalid);

/**
 * POST /api/policies/{policyId}/changes/quote: price a change. `change` is the product's own
 * (home: homePolicyChangeSchema; travel: travelPolicyChangeSchema), checked by the policy's
 * product.
 */
export const policyChangeQuoteRequestSchema = z.strictObject({
  effective_date: isoDate,
  change: z.record(z.string(), z.unknown()),
});
export type PolicyChangeQuoteRequest = z.infer<typeof policyChangeQuoteRequestSchema>;

/** One thing the change alters, in words: what it is, as it stands, as it will stand. */
export const policyChangeLineSchema = z.object({
  label: z.string(),
  before: z.string(),
  after: z.string(),
});
export type PolicyChangeLine = z.infer<typeof policyChangeLineSchema>;

/** A priced (or refused) change, kept for the day it was priced on. */
export const policyChangeQuoteSchema = z.object({
  /** The priced change's id, to make it with; null when declined or referred (nothing is kept). */
  change_id: z.string().nullable(),
  policy_id: z.string(),
  effective_date: z.string(),
  /** priced; declined or referred by the insurer (nothing changes). */
  outcome: z.enum(['priced', 'declined', 'referred']),
  /** Why it was declined or referred; null when priced. */
  message: z.string().nullable(),
  current_annual_premium_cents: z.number().int(),
  new_annual_premium_cents: z.number().int().nullable(),
  days_in_period: z.number().int(),
  days_remaining: z.number().int(),
  /** Above 0 what the change costs for the rest of the period, below 0 what it returns. */
  adjustment_cents: z.number().int().nullable(),
  /** YYYY-MM-DD: the price holds on this day only, like a new quote. */
  priced_on: z.string(),
  lines: z.array(policyChangeLineSchema),
  /** How an extra charge may be paid (none for a return or no difference). */
  pay_by: z.array(z.enum(CHANGE_PAYMENT_METHODS)),
  /** How a return is made; null when nothing is returned. */
  refund_to: z.enum(CHANGE_REFUND_ROUTES).nullable(),
  /**
   * A monthly plan's debits as they fall once the change rides on them (an extra charge added, a
   * return taken off); null when the policy is not paid monthly or its debits cannot carry it.
   */
  debits_after: z.array(z.object({ date: z.string(), amount_cents: z.number().int() })).nullable(),
});
export type PolicyChangeQuote = z.infer<typeof policyChangeQuoteSchema>;

/** POST /api/policies/{policyId}/changes: make a priced change, once, at the price shown. */
export const policyChangeApplyRequestSchema = z.strictObject({
  change_id: z.string().uuid(),
  expected_adjustment_cents: z.number().int().min(-10_000_000).max(10_000_000),
  /** How an extra charge is paid: a card token from the hosted fields, or the instalments. */
  payment: z
    .discriminatedUnion('method', [
      z.strictObject({ method: z.literal('card'), token: z.string().trim().min(1).max(100) }),
      z.strictObject({ method: z.literal('instalments') }),
    ])
    .optional(),
});
export type PolicyChangeApplyRequest = z.infer<typeof policyChangeApplyRequestSchema>;

export const policyChangeAppliedSchema = z.object({
  change_id: z.string(),
  policy_id: z.string(),
  /** The policy's version the change made (the policy as bought is version 1). */
  version: z.number().int(),
  effective_date: z.string(),
  new_annual_premium_cents: z.number().int(),
  adjustment_cents: z.number().int(),
  settlement: z.enum(CHANGE_SETTLEMENTS),
  /** YYYY-MM-DD: a refund is made by this day; null when none. */
  refund_by: z.string().nullable(),
});
export type PolicyChangeApplied = z.infer<typeof policyChangeAppliedSchema>;

/** GET /api/policies/{policyId}/versions: the policy as bought and as each change left it. */
export const policyVersionSchema = z.object({
  version: z.number().int(),
  effective_date: z.string(),
  annual_premium_cents: z.number().int(),
  /** ISO 8601 */
  created_at: z.string(),
  /** What the change altered (none for the policy as bought). */
  lines: z.array(policyChangeLineSchema),
  /** The answers a change may alter, as this version stands (the product's own shape). */
  answers: z.record(z.string(), z.unknown()),
});
export type PolicyVersion = z.infer<typeof policyVersionSchema>;
export const policyVersionsSchema = z.object({ versions: z.array(policyVersionSchema) });
