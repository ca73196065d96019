import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { payments } from '../../db/schema.js';
import {
  directDebitCollections,
  directDebitMandates,
  documents,
  messageOutbox,
  policies,
  policyCancellations,
  policyChanges,
  renewalOffers,
} from '../../db/schema.js';
import type { OutgoingMessage } from '../../adapters/messages/messages-port.js';
import { outboxRowOf } from '../../adapters/messages/outbox-messages.js';
import type { MadeChangeMoney, RecordedCollectionStatus } from '@wallet/domain';
import { documentNamed, holderAndPaymentOf, madeChangesMoneyOf } from '../policies/index.js';

export type PolicyRow = typeof policies.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type CancellationRow = typeof policyCancellations.$inferSelect;
export type NewCancellation = typeof policyCancellations.$inferInsert;

type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'execute'>;

/** A policy as leaving it is decided on: its payment, when its documents went, its owner. */
export interface LeavingRecord {
  policy: PolicyRow;
  /** The payment that made it (captured by card, or the mandate's authorised plan). */
  payment: PaymentRow | undefined;
  /** The day its first documents were issued (the withdrawal period may run from it). */
  documentsIssuedAt: Date;
  owner: { userId: string; email: string; givenName: string };
  /** The withdrawal or cancellation already made, if any. */
  cancellation: CancellationRow | undefined;
  /** A monthly plan's made changes, whose money its debits carry; none when paid at once. */
  madeChanges: MadeChangeMoney[];
  /**
   * A monthly plan's debits the bank was asked for (issue 45), with any Pay now by card under way:
   * what the settlement counts as paid. Locked while leaving is decided.
   */
  collections: {
    date: string;
    amount_cents: number;
    status: RecordedCollectionStatus;
    payStartedAt: Date | null;
  }[];
}

/** What a confirmed withdrawal or cancellation writes, all in one transaction. */
export interface LeavingWrites {
  cancellation: Omit<NewCancellation, 'policyId'>;
  /** The policy's last day of cover, now its end date. */
  lastDayOfCover: string;
  confirmation: {
    name: string;
    displayName: string;
    description: string;
    pdf: Buffer;
    businessProcess: string;
  };
  email: OutgoingMessage;
  /** Documents that proved cover, marked void from the day after the last day of cover. */
  voided: { names: readonly string[]; description: string };
}

async function recordOf(
  executor: Executor,
  policy: PolicyRow,
  lock = false,
): Promise<LeavingRecord | undefined> {
  const held = await holderAndPaymentOf(executor, policy);
  if (!held) return undefined;
  const { owner, payment } = held;
  const [cancellation] = await executor
    .select()
    .from(policyCancellations)
    .where(eq(policyCancellations.policyId, policy.id));
  const madeChanges = await madeChangesMoneyOf(executor, policy, payment);
  const collected = executor
    .select({
      date: directDebitCollections.dueDate,
      amount_cents: directDebitCollections.amountCents,
      status: directDebitCollections.status,
      payStartedAt: directDebitCollections.payStartedAt,
    })
    .from(directDebitCollections)
    .where(eq(directDebitCollections.policyId, policy.id))
    .orderBy(asc(directDebitCollections.dueDate));
  // Locked, a Pay now cannot mark a debit paid between the settlement's figures and their record.
  const collections =
    payment?.method === 'direct_debit' ? await (lock ? collected.for('update') : collected) : [];
  return {
    policy,
    payment,
    madeChanges,
    collections,
    // The bind files a policy's documents in the transaction that makes it: they are sent when
    // the policy is made (the profile dates the withdrawal period the same way).
    documentsIssuedAt: policy.createdAt,
    owner,
    cancellation,
  };
}

const ownedBy = (ownerUserId: string, policyId: string) =>
  and(eq(policies.ownerUserId, ownerUserId), eq(policies.policyId, policyId));

/**
 * Withdrawals and cancellations (issue 43). A decision to leave runs under the policy's row lock,
 * the lock a renewal's decisions and bind take too: a renewal bought at the same moment either
 * came first (and the policy is no longer active) or waits and finds it cancelled.
 */
export function createCancellationsRepository(db: Database) {
  return {
    /** The owner's policy as it stands, unlocked (a quote of what leaving would come to). */
    async read(ownerUserId: string, policyId: string): Promise<LeavingRecord | undefined> {
      const [policy] = await db.select().from(policies).where(ownedBy(ownerUserId, policyId));
      return policy && recordOf(db, policy);
    },

    /**
     * Runs `decide` on the owner's policy locked; `write` (when called) records the withdrawal or
     * cancellation, ends the policy, closes its renewal, files the confirmation and e-mails it,
     * all committed together or not at all.
     */
    decide<T>(
      ownerUserId: string,
      policyId: string,
      decide: (
        record: LeavingRecord | undefined,
        write: (writes: LeavingWrites) => Promise<CancellationRow>,
        executor: Executor,
      ) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const [policy] = await tx
          .select()
          .from(policies)
          .where(ownedBy(ownerUserId, policyId))
          .for('no key update');
        const record = policy && (await recordOf(tx, policy, true));
        const write = async (writes: LeavingWrites) => {
          if (!policy) throw new Error('No policy to end');
          const now = writes.cancellation.receivedAt as Date;
          const [row] = await tx
            .insert(policyCancellations)
            .values({ ...writes.cancellation, policyId: policy.id })
            .returning();
          await tx
            .update(policies)
            .set({
              status: 'cancelled',
              endDate: writes.lastDayOfCover,
              autoRenew: false,
              updatedAt: now,
            })
            .where(eq(policies.id, policy.id));
          await tx
            .update(renewalOffers)
            .set({ status: 'lapsed', updatedAt: now })
            .where(
              and(
                eq(renewalOffers.renewalOfPolicyId, policy.id),
                inArray(renewalOffers.status, ['offered', 'accepted']),
              ),
            );
          await tx
            .insert(documents)
            .values({ policyId: policy.id, ...writes.confirmation })
            .onConflictDoNothing();
          if (writes.voided.names.length > 0) {
            await tx
              .update(documents)
              .set({ description: writes.voided.description })
              .where(and(eq(documents.policyId, policy.id), documentNamed(writes.voided.names)));
          }
          await tx.insert(messageOutbox).values(outboxRowOf(writes.email, { keepCodes: false }));
          return row!;
        };
        return decide(record, write, tx);
      });
    },

    /** A withdrawal's or cancellation's record by its id (the settlement job). */
    async byId(id: string): Promise<
      | (CancellationRow & {
          policyNumber: string;
          payment: PaymentRow | undefined;
          /** The direct debit's account, where a monthly plan's refund is sent. */
          mandate: { iban: string; bic: string; accountHolder: string } | null;
          /** The card charges of mid-term changes: their tokens and amounts. */
          changeCharges: { token: string; amountCents: number }[];
        })
      | undefined
    > {
      const [row] = await db
        .select({ cancellation: policyCancellations, policy: policies })
        .from(policyCancellations)
        .innerJoin(policies, eq(policies.id, policyCancellations.policyId))
        .where(eq(policyCancellations.id, id));
      if (!row) return undefined;
      const payment = (await holderAndPaymentOf(db, row.policy))?.payment;
      const [mandate] = payment
        ? await db
            .select({
              iban: directDebitMandates.iban,
              bic: directDebitMandates.bic,
              accountHolder: directDebitMandates.accountHolder,
            })
            .from(directDebitMandates)
            .where(eq(directDebitMandates.paymentId, payment.id))
            .orderBy(asc(directDebitMandates.createdAt))
            .limit(1)
        : [];
      const changeCharges = await db
        .select({ token: policyChanges.cardToken, amountCents: policyChanges.adjustmentCents })
        .from(policyChanges)
        .where(
          and(
            eq(policyChanges.policyId, row.policy.id),
            eq(policyChanges.status, 'applied'),
            isNotNull(policyChanges.cardToken),
          ),
        )
        .orderBy(asc(policyChanges.appliedAt));
      return {
        ...row.cancellation,
        policyNumber: row.policy.policyNumber,
        payment,
        mandate: mandate ?? null,
        changeCharges: changeCharges.map((charge) => ({
          token: charge.token!,
          amountCents: charge.amountCents,
        })),
      };
    },

    /** The refund made (or last collection taken): recorded once. */
    async markSettled(id: string, at: Date): Promise<void> {
      await db
        .update(policyCancellations)
        .set({ settlementStatus: 'paid', settledAt: at })
        .where(
          and(eq(policyCancellations.id, id), eq(policyCancellations.settlementStatus, 'pending')),
        );
    },
  };
}

export type CancellationsRepository = ReturnType<typeof createCancellationsRepository>;
