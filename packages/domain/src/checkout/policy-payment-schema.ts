import { z } from 'zod';
import type { PolicyPaymentPlan, PolicyPaymentRead } from './policy-payment.js';

/** A monthly plan as a policy records it: what was paid ahead, the debits, the total and charge. */
export const policyPaymentPlanSchema = z.object({
  /** Paid by card when the policy was bought (car: two months); null when none. */
  deposit_cents: z.number().int().nonnegative().nullable(),
  /** The direct debits after any deposit. */
  instalments: z.number().int().positive(),
  instalment_cents: z.number().int().nonnegative(),
  last_instalment_cents: z.number().int().nonnegative(),
  /** Everything paid monthly, the deposit included. */
  total_cents: z.number().int().nonnegative(),
  /** The total less the annual premium: what paying monthly costs more (home: 0). */
  charge_cents: z.number().int().nonnegative(),
  /** The day of the month the debits are collected. */
  collection_day: z.number().int().min(1).max(31),
  /** YYYY-MM-DD: when the first direct debit is collected. */
  first_collection_date: z.string(),
}) satisfies z.ZodType<PolicyPaymentPlan>;

/**
 * How a policy was paid for, as the API reads it from the payment that made it. Apart from
 * policy-payment.ts, whose words the first screens use without loading zod.
 */
export const policyPaymentSchema = z.object({
  method: z.enum(['card', 'direct_debit']),
  /** YYYY-MM-DD: the day the policy was paid for. */
  paid_on: z.string(),
  /** Taken when the policy was bought: a card's whole amount, a car's deposit; 0 for home's debit. */
  charged_cents: z.number().int().nonnegative(),
  /** The monthly plan; null when paid at once. */
  plan: policyPaymentPlanSchema.nullable(),
}) satisfies z.ZodType<PolicyPaymentRead>;
