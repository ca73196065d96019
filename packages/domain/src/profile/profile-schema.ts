import { z } from 'zod';
import { policyPaymentSchema } from '../checkout/policy-payment-schema.js';
import { policyTypeSchema } from '../platform/product-schemas.js';
import { CLAIM_STAGES } from '../claims/claim-stages.js';

/**
 * platform.md 3.1: a policy as the profile lists it. Beyond the spec's fields it carries what the
 * customer looks for on the policy's own page (issue 14): its end date, insurer, premium and cover.
 */
export const profilePolicySchema = z.object({
  policy_type: policyTypeSchema,
  reference_number: z.string(),
  policy_number: z.string(),
  policy_id: z.string(),
  /** ISO date, year-month-day. */
  start_date: z.string(),
  /** ISO date, year-month-day: the last day of cover. */
  end_date: z.string(),
  /** The insurer's code as the policy records it (RSA, FBD, CHUBB); null when none was recorded. */
  insurer: z.string().nullable(),
  /**
   * What the policy costs for its period, in whole cents: the annual premium (a trip's premium for
   * single-trip travel), never the instalment total of a monthly plan.
   */
  premium_cents: z.number().int().nonnegative(),
  /** How it was paid: at once by card, or the monthly plan with its charge; null or absent when unrecorded. */
  payment: policyPaymentSchema.nullable().optional(),
  /**
   * What the policy covers, in the words of its documents: buildings and contents, buildings only
   * or contents only for home, the trip type for travel. Null when no quote is on record for it.
   */
  cover: z.string().nullable(),
  /**
   * The policy_id of the period this one renews (a renewal keeps its policy number with a new
   * period, docs/decisions/0016), so the wallet tells the two periods apart; null for a policy
   * that renews none. Absent from answers made before it was given.
   */
  renews_policy_id: z.string().nullable().optional(),
  /**
   * active, or cancelled (withdrawn from or cancelled: its end_date is then the last day of
   * cover), lapsed or renewed. Absent from answers made before it was given: active.
   */
  status: z.enum(['active', 'cancelled', 'lapsed', 'renewed']).optional(),
  /** It renews by itself on its renewal date; the customer stops that free at any time. */
  auto_renewal: z.boolean().optional(),
  /**
   * YYYY-MM-DD: the last day the customer may withdraw from it (the withdrawal period); null
   * once it has ended or the policy is not active.
   */
  withdrawal_ends_on: z.string().nullable().optional(),
  /**
   * The claims made online on this policy (any of its periods: a renewal keeps its number) that
   * are still in progress (issue 44), oldest first; absent when there are none.
   */
  claims_in_progress: z
    .array(
      z.object({
        reference: z.string(),
        kind_label: z.string(),
        stage: z.enum(CLAIM_STAGES),
      }),
    )
    .optional(),
});
export type ProfilePolicy = z.infer<typeof profilePolicySchema>;

export const profileAddressSchema = z.object({
  address_line1: z.string(),
  address_line2: z.string(),
  address_line3: z.string(),
  town: z.string(),
  county: z.string(),
  eircode: z.string(),
});
export type ProfileAddress = z.infer<typeof profileAddressSchema>;

/** platform.md 3.1: the answer of GET /profile/profile. */
export const profileSchema = z.object({
  title: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  phone: z.string().nullable(),
  address: profileAddressSchema,
  occupation: z.string().nullable(),
  promotion_code: z.string().nullable(),
  staff_number: z.string().nullable(),
  user_id: z.string().nullable(),
  policies: z.array(profilePolicySchema),
  quote: z.record(z.string(), z.unknown()).nullable(),
  /** True only on the default empty profile (platform.md 3.1). */
  default_response: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;
