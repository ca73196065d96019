import { eq } from 'drizzle-orm';
import type { MadeChangeMoney } from '@wallet/domain';
import type { Database } from '../../db/client.js';
import { policyCancellations, type payments, type policies } from '../../db/schema.js';
import { madeChangesMoneyOf, ownedPolicyWithHolderAndPayment } from '../policies/index.js';

/** A policy as its payment schedule is read: its payment, its made changes, when it ended. */
export interface PaidPolicy {
  policy: typeof policies.$inferSelect;
  payment: typeof payments.$inferSelect | undefined;
  madeChanges: MadeChangeMoney[];
  /** When a withdrawal or cancellation was asked for; none while the policy runs its course. */
  endedAt: Date | null;
}

export function createPaymentScheduleRepository(db: Database) {
  return {
    /** The owner's policy with what its schedule is worked out from; none when it is another's. */
    async read(ownerUserId: string, policyId: string): Promise<PaidPolicy | undefined> {
      const held = await ownedPolicyWithHolderAndPayment(db, ownerUserId, policyId);
      if (!held) return undefined;
      const monthly = held.payment?.method === 'direct_debit';
      const [madeChanges, [ended]] = await Promise.all([
        madeChangesMoneyOf(db, held.policy, held.payment),
        monthly && held.policy.status === 'cancelled'
          ? db
              .select({ receivedAt: policyCancellations.receivedAt })
              .from(policyCancellations)
              .where(eq(policyCancellations.policyId, held.policy.id))
          : Promise.resolve([]),
      ]);
      return {
        policy: held.policy,
        payment: held.payment,
        madeChanges,
        endedAt: ended?.receivedAt ?? null,
      };
    },
  };
}

export type PaymentScheduleRepository = ReturnType<typeof createPaymentScheduleRepository>;
