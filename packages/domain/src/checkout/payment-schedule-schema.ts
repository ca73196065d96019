import { z } from 'zod';
import { cardPaymentSchema } from './card-payments.js';
import { DEBIT_STATUSES } from './collection-schedule.js';

/**
 * GET /api/policies/{policyId}/payment-schedule: how the policy is paid and, for a monthly plan,
 * each direct debit with where it stands (issue 43: the debits carry mid-term changes).
 */
export const paymentScheduleSchema = z.object({
  policy_id: z.string(),
  /** How it was paid; null for a policy made without a payment on record. */
  method: z.enum(['card', 'direct_debit']).nullable(),
  /** Paid by card when it was bought (car: two months); null when none. */
  deposit_cents: z.number().int().nullable(),
  /** The direct debits, first to last; none when paid at once. */
  debits: z.array(
    z.object({
      date: z.string(),
      amount_cents: z.number().int(),
      status: z.enum(DEBIT_STATUSES),
    }),
  ),
  /** What a card paid or got back: the purchase or deposit, and changes settled by card. */
  card_payments: z.array(cardPaymentSchema),
});
export type PaymentSchedule = z.infer<typeof paymentScheduleSchema>;
