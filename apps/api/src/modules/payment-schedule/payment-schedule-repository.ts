import { eq } from 'drizzle-orm';
import type { MadeChangeMoney, RecordedCollection } from '@wallet/domain';
import type { Database } from '../../db/client.js';
import {
  directDebitCollections,
  policyCancellations,
  type payments,
  type policies,
} from '../../db/schema.js';
import {
  appliedChangesMoneyOf,
  madeChangesMoneyOf,
  ownedPolicyWithHolderAndPayment,
} from '../policies/index.js';

/** What the schedule reads of a policy's withdrawal or cancellation. */
export interface LeavingRow {
  kind: string;
  receivedAt: Date;
  settlement: Record<string, unknown>;
  settlementCents: number;
  refundBy: string | null;
  settledAt: Date | null;
}

/** A policy as its payment schedule is read: its payment, its made changes, when it ended. */
export interface PaidPolicy {
  policy: typeof policies.$inferSelect;
  /** The policy holder, whom its e-mails go to. */
  owner: { userId: string; email: string; givenName: string };
  payment: typeof payments.$inferSelect | undefined;
  /** The changes made to it (none for a policy paid otherwise than by card or direct debit). */
  madeChanges: MadeChangeMoney[];
  /** When a withdrawal or cancellation was asked for; none while the policy runs its course. */
  endedAt: Date | null;
  /** The withdrawal or cancellation, with its settlement; none while the policy runs its course. */
  leaving: LeavingRow | null;
  /** The debits the bank was asked for (issue 45), by due day. */
  collections: RecordedCollection[];
}

export function createPaymentScheduleRepository(db: Database) {
  return {
    /** The owner's policy with what its schedule is worked out from; none when it is another's. */
    async read(ownerUserId: string, policyId: string): Promise<PaidPolicy | undefined> {
      const held = await ownedPolicyWithHolderAndPayment(db, ownerUserId, policyId);
      if (!held) return undefined;
      const monthly = held.payment?.method === 'direct_debit';
      const [madeChanges, [ended], collections] = await Promise.all([
        // A monthly plan's changes set its debits; a card's are listed as what it paid.
        monthly
          ? madeChangesMoneyOf(db, held.policy, held.payment)
          : appliedChangesMoneyOf(db, held.policy),
        // Left: a monthly plan's debits stop there, and a card's refund is one of its payments.
        held.policy.status === 'cancelled'
          ? db
              .select({
                kind: policyCancellations.kind,
                receivedAt: policyCancellations.receivedAt,
                settlement: policyCancellations.settlement,
                settlementCents: policyCancellations.settlementCents,
                refundBy: policyCancellations.refundBy,
                settledAt: policyCancellations.settledAt,
              })
              .from(policyCancellations)
              .where(eq(policyCancellations.policyId, held.policy.id))
          : Promise.resolve([]),
        monthly
          ? db
              .select({
                date: directDebitCollections.dueDate,
                amount_cents: directDebitCollections.amountCents,
                status: directDebitCollections.status,
              })
              .from(directDebitCollections)
              .where(eq(directDebitCollections.policyId, held.policy.id))
          : Promise.resolve([]),
      ]);
      return {
        policy: held.policy,
        owner: held.owner,
        payment: held.payment,
        madeChanges,
        endedAt: ended?.receivedAt ?? null,
        leaving: ended ?? null,
        collections,
      };
    },
  };
}

export type PaymentScheduleRepository = ReturnType<typeof createPaymentScheduleRepository>;
