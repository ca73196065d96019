import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  directDebitCollections,
  directDebitMandates,
  messageOutbox,
  paymentDetailChanges,
  payments,
  policies,
  policyCancellations,
} from '../../db/schema.js';
import type { OutgoingMessage } from '../../adapters/messages/messages-port.js';
import { outboxRowOf } from '../../adapters/messages/outbox-messages.js';
import {
  createJobsRepository,
  type JobRow,
  type JobsRepository,
} from '../../jobs/jobs-repository.js';
import { ownedPolicyWithHolderAndPayment } from '../policies/index.js';

export type CollectionRow = typeof directDebitCollections.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A collection the bank answered, to record. */
export interface CollectionOutcome {
  policyRowId: string;
  dueDate: string;
  amountCents: number;
  status: 'collected' | 'missed';
  gatewayReference: string;
  returnReason: string | null;
}

/**
 * Issue 45: the direct debits the bank was asked for, their pay-now by card, and a policy's new
 * bank account. Every write is one transaction; what a money decision reads is locked.
 */
export function createDebitCollectionsRepository(db: Database) {
  const outbox = (tx: Tx, message: OutgoingMessage) =>
    tx.insert(messageOutbox).values(outboxRowOf(message, { keepCodes: false }));
  const jobs = createJobsRepository(db);

  return {
    /** Every policy paid by direct debit that may have debits to collect: its owner and number. */
    async directDebitPolicies() {
      return db
        .select({ ownerUserId: policies.ownerUserId, policyId: policies.policyId })
        .from(policies)
        .innerJoin(payments, eq(payments.quoteId, policies.quoteId))
        .where(
          and(
            eq(payments.method, 'direct_debit'),
            inArray(payments.status, ['captured', 'authorised']),
          ),
        );
    },

    async mandateOf(paymentId: string) {
      const [mandate] = await db
        .select()
        .from(directDebitMandates)
        .where(eq(directDebitMandates.paymentId, paymentId))
        .limit(1);
      return mandate;
    },

    /** The collections recorded for a policy (its row id), by due day. */
    async collectionsOf(policyRowId: string): Promise<CollectionRow[]> {
      return db
        .select()
        .from(directDebitCollections)
        .where(eq(directDebitCollections.policyId, policyRowId))
        .orderBy(directDebitCollections.dueDate);
    },

    /**
     * Records the bank's answer once (a second run of the day writes nothing) and, for a missed
     * debit, the reminder e-mail in the same transaction. True when this call recorded it.
     *
     * The policy's row is locked first (FOR SHARE, which a withdrawal's or cancellation's lock of
     * it, FOR NO KEY UPDATE, waits for and makes wait), and the time taken once it is held: a
     * leaving decided meanwhile has committed before the row is written, so a debit recorded after
     * the policy was left is dated after it, as what leaving settled counts it.
     */
    async record(
      outcome: CollectionOutcome,
      reminder: OutgoingMessage | null,
      now: () => Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: policies.id })
          .from(policies)
          .where(eq(policies.id, outcome.policyRowId))
          .for('share');
        const at = now();
        const [row] = await tx
          .insert(directDebitCollections)
          .values({
            policyId: outcome.policyRowId,
            dueDate: outcome.dueDate,
            amountCents: outcome.amountCents,
            status: outcome.status,
            collectedAt: at,
            gatewayReference: outcome.gatewayReference,
            returnReason: outcome.returnReason,
            updatedAt: at,
          })
          .onConflictDoNothing({
            target: [directDebitCollections.policyId, directDebitCollections.dueDate],
          })
          .returning({ id: directDebitCollections.id });
        if (!row) return false;
        if (outcome.status === 'missed' && reminder) await outbox(tx, reminder);
        return true;
      });
    },

    /**
     * Runs `decide` with the owner's missed debit of `dueDate` locked (SELECT … FOR UPDATE), in
     * one transaction: none when the policy or the debit is not the owner's. `leftAt`: when the
     * policy's withdrawal or cancellation was asked for, read after the lock (a leaving decided
     * meanwhile has committed), none while it runs.
     */
    onCollection<T>(
      ownerUserId: string,
      policyId: string,
      dueDate: string,
      decide: (
        row: CollectionRow | undefined,
        write: {
          update(changes: Partial<CollectionRow>): Promise<void>;
          email(message: OutgoingMessage): Promise<void>;
          /** Work that must be done once this transaction commits, durably, with retries. */
          enqueue(job: Parameters<JobsRepository['enqueue']>[0]): Promise<JobRow>;
          /** Ends a waiting job as done, its work settled here. */
          endJob(idempotencyKey: string): Promise<void>;
        },
        leftAt: Date | null,
      ) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ row: directDebitCollections })
          .from(directDebitCollections)
          .innerJoin(policies, eq(policies.id, directDebitCollections.policyId))
          .where(
            and(
              eq(policies.ownerUserId, ownerUserId),
              eq(policies.policyId, policyId),
              eq(directDebitCollections.dueDate, dueDate),
            ),
          )
          .for('update', { of: directDebitCollections });
        const row = found?.row;
        const [left] = row
          ? await tx
              .select({ receivedAt: policyCancellations.receivedAt })
              .from(policyCancellations)
              .where(eq(policyCancellations.policyId, row.policyId))
          : [];
        return decide(
          row,
          {
            async update(changes) {
              await tx
                .update(directDebitCollections)
                .set(changes)
                .where(eq(directDebitCollections.id, row!.id));
            },
            email: async (message) => {
              await outbox(tx, message);
            },
            enqueue: (job) => jobs.enqueue(job, tx),
            endJob: (idempotencyKey) => jobs.completePending(idempotencyKey, tx),
          },
          left?.receivedAt ?? null,
        );
      });
    },

    /**
     * Runs `decide` with the owner's policy locked and what a change of its bank account needs:
     * the mandate, its collections, and the change a submission already made. One transaction.
     */
    onPolicy<T>(
      ownerUserId: string,
      policyId: string,
      submissionId: string,
      decide: (
        held: Awaited<ReturnType<typeof ownedPolicyWithHolderAndPayment>>,
        context: {
          made: typeof paymentDetailChanges.$inferSelect | undefined;
          mandate: typeof directDebitMandates.$inferSelect | undefined;
          collections: CollectionRow[];
          changeMandate(
            changes: Pick<
              typeof directDebitMandates.$inferInsert,
              'accountHolder' | 'iban' | 'bic' | 'reference' | 'signedAt'
            >,
          ): Promise<void>;
          recordChange(
            kind: 'bank_account' | 'card',
            answer: Record<string, unknown>,
          ): Promise<void>;
          email(message: OutgoingMessage): Promise<void>;
        },
      ) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: policies.id })
          .from(policies)
          .where(and(eq(policies.ownerUserId, ownerUserId), eq(policies.policyId, policyId)))
          .for('no key update');
        const held = await ownedPolicyWithHolderAndPayment(tx, ownerUserId, policyId);
        const [made] = held
          ? await tx
              .select()
              .from(paymentDetailChanges)
              .where(
                and(
                  eq(paymentDetailChanges.policyId, held.policy.id),
                  eq(paymentDetailChanges.submissionId, submissionId),
                ),
              )
          : [];
        const [mandate] = held?.payment
          ? await tx
              .select()
              .from(directDebitMandates)
              .where(eq(directDebitMandates.paymentId, held.payment.id))
              .limit(1)
              .for('update')
          : [];
        const collections = held
          ? await tx
              .select()
              .from(directDebitCollections)
              .where(eq(directDebitCollections.policyId, held.policy.id))
          : [];
        return decide(held, {
          made,
          mandate,
          collections,
          async changeMandate(changes) {
            await tx
              .update(directDebitMandates)
              .set(changes)
              .where(eq(directDebitMandates.id, mandate!.id));
          },
          async recordChange(kind, answer) {
            await tx
              .insert(paymentDetailChanges)
              .values({ policyId: held!.policy.id, kind, submissionId, answer });
          },
          email: async (message) => {
            await outbox(tx, message);
          },
        });
      });
    },
  };
}

export type DebitCollectionsRepository = ReturnType<typeof createDebitCollectionsRepository>;
