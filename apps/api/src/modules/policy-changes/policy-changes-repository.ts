import { randomUUID } from 'node:crypto';
import type { MadeChangeMoney } from '@wallet/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { payments } from '../../db/schema.js';
import {
  directDebitMandates,
  documents,
  messageOutbox,
  policies,
  policyChanges,
  policyVersions,
  type QuoteSnapshot,
} from '../../db/schema.js';
import type { OutgoingMessage } from '../../adapters/messages/messages-port.js';
import { outboxRowOf } from '../../adapters/messages/outbox-messages.js';
import { createWriteBatcher } from '../../lib/write-batcher.js';
import {
  documentNamed,
  holderAndPaymentOf,
  madeChangesMoneyOf,
  ownedPolicyWithHolderAndPayment,
} from '../policies/index.js';

export type PolicyRow = typeof policies.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type ChangeRow = typeof policyChanges.$inferSelect;
export type VersionRow = typeof policyVersions.$inferSelect;

type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'execute'>;

/** A policy as a change is priced or made on: its payment, its latest version, its owner. */
export interface ChangingPolicy {
  policy: PolicyRow;
  /** The payment that made it; its snapshot is version 1. */
  payment: PaymentRow | undefined;
  /** The latest version a change made; none while the policy is as bought. */
  latest: VersionRow | undefined;
  owner: { userId: string; email: string; givenName: string };
  /** A monthly plan's made changes, whose money its debits carry; none when paid at once. */
  madeChanges: MadeChangeMoney[];
}

/** The version number and quote state the policy stands at. */
export function standingOf(
  changing: ChangingPolicy,
): { version: number; snapshot: QuoteSnapshot } | undefined {
  if (changing.latest)
    return { version: changing.latest.version, snapshot: changing.latest.snapshot };
  return changing.payment && { version: 1, snapshot: changing.payment.quoteSnapshot };
}

async function changingOf(
  executor: Executor,
  policy: PolicyRow,
): Promise<ChangingPolicy | undefined> {
  const held = await holderAndPaymentOf(executor, policy);
  if (!held) return undefined;
  const { owner, payment } = held;
  const [latest] = await executor
    .select()
    .from(policyVersions)
    .where(eq(policyVersions.policyId, policy.id))
    .orderBy(desc(policyVersions.version))
    .limit(1);
  const madeChanges = await madeChangesMoneyOf(executor, policy, payment);
  return { policy, payment, latest, owner, madeChanges };
}

const ownedBy = (ownerUserId: string, policyId: string) =>
  and(eq(policies.ownerUserId, ownerUserId), eq(policies.policyId, policyId));

/** What making a change writes, all in one transaction. */
export interface ChangeWrites {
  version: Omit<typeof policyVersions.$inferInsert, 'policyId'>;
  applied: Record<string, unknown>;
  /** The card token an extra charge was captured from; null otherwise. */
  cardToken: string | null;
  at: Date;
  premiumCents: number;
  annualisedPremiumCents: number;
  /** YYYY-MM-DD: the policy's new last day, when the change moves it; none keeps it. */
  endDate?: string;
  /** The endorsement schedule and any proof of cover reissued; empty when none could be drawn. */
  endorsement: {
    name: string;
    displayName: string;
    description: string;
    businessProcess: string;
    pdf: Buffer;
  }[];
  /** The earlier proof of cover the reissued copies replace: their names, and what they now say. */
  replaced: { names: readonly string[]; description: string };
  email: OutgoingMessage;
}

/**
 * Mid-term changes (issue 43). A change is made under the policy's row lock, the lock a
 * withdrawal, a cancellation and the renewal's decisions take: a change and an ending at the same
 * moment are made one after the other, and the second sees the first.
 */
export function createPolicyChangesRepository(db: Database) {
  // Priced changes are written as quotes are: those arriving together in one statement, each
  // caller answered once its row is committed (lib/write-batcher.ts).
  const inserts = createWriteBatcher<typeof policyChanges.$inferInsert & { id: string }, ChangeRow>(
    {
      async writeMany(batch) {
        // Only the ids and times travel back; each caller's row is found by the id it was given.
        const rows = await db
          .insert(policyChanges)
          .values(batch)
          .returning({ id: policyChanges.id, createdAt: policyChanges.createdAt });
        const createdAt = new Map(rows.map((row) => [row.id, row.createdAt]));
        return batch.map(
          (change) =>
            ({
              status: 'quoted',
              applied: null,
              appliedAt: null,
              cardToken: null,
              ...change,
              createdAt: createdAt.get(change.id)!,
            }) as ChangeRow,
        );
      },
    },
  );
  return {
    async read(ownerUserId: string, policyId: string): Promise<ChangingPolicy | undefined> {
      const held = await ownedPolicyWithHolderAndPayment(db, ownerUserId, policyId);
      if (!held) return undefined;
      // A policy never changed has no versions beyond its payment's (a change annualises it).
      if (held.policy.annualisedPremiumCents === null) {
        return { ...held, latest: undefined, madeChanges: [] };
      }
      const [[latest], madeChanges] = await Promise.all([
        db
          .select()
          .from(policyVersions)
          .where(eq(policyVersions.policyId, held.policy.id))
          .orderBy(desc(policyVersions.version))
          .limit(1),
        madeChangesMoneyOf(db, held.policy, held.payment),
      ]);
      return { ...held, latest, madeChanges };
    },

    async versionsOf(policyRowId: string): Promise<VersionRow[]> {
      return db
        .select()
        .from(policyVersions)
        .where(eq(policyVersions.policyId, policyRowId))
        .orderBy(policyVersions.version);
    },

    insertChange(change: Omit<typeof policyChanges.$inferInsert, 'id'>): Promise<ChangeRow> {
      return inserts.write({ ...change, id: randomUUID() });
    },

    /** The owner's change of the owner's policy, unlocked; none when it is another's. */
    async changeOf(
      ownerUserId: string,
      policyId: string,
      changeId: string,
    ): Promise<ChangeRow | undefined> {
      const [row] = await db
        .select({ change: policyChanges })
        .from(policyChanges)
        .innerJoin(policies, eq(policies.id, policyChanges.policyId))
        .where(and(eq(policyChanges.id, changeId), ownedBy(ownerUserId, policyId)));
      return row?.change;
    },

    async mandateOf(paymentId: string) {
      const [mandate] = await db
        .select({
          iban: directDebitMandates.iban,
          bic: directDebitMandates.bic,
          accountHolder: directDebitMandates.accountHolder,
        })
        .from(directDebitMandates)
        .where(eq(directDebitMandates.paymentId, paymentId))
        .limit(1);
      return mandate;
    },

    /**
     * Runs `decide` with the owner's policy and the change locked; `write` makes the change: the
     * next version, the change marked made with its answer, the policy's premiums, the
     * endorsement filed and the e-mail, committed together or not at all.
     */
    decide<T>(
      ownerUserId: string,
      policyId: string,
      changeId: string,
      decide: (
        locked: { changing: ChangingPolicy; change: ChangeRow } | undefined,
        write: (writes: ChangeWrites) => Promise<void>,
        executor: Executor,
      ) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const [policy] = await tx
          .select()
          .from(policies)
          .where(ownedBy(ownerUserId, policyId))
          .for('no key update');
        const [change] = policy
          ? await tx
              .select()
              .from(policyChanges)
              .where(and(eq(policyChanges.id, changeId), eq(policyChanges.policyId, policy.id)))
              .for('update')
          : [];
        const changing = policy && (await changingOf(tx, policy));
        const write = async (writes: ChangeWrites) => {
          await tx.insert(policyVersions).values({ ...writes.version, policyId: policy!.id });
          await tx
            .update(policyChanges)
            .set({
              status: 'applied',
              applied: writes.applied,
              appliedAt: writes.at,
              cardToken: writes.cardToken,
            })
            .where(eq(policyChanges.id, changeId));
          await tx
            .update(policies)
            .set({
              premiumCents: writes.premiumCents,
              annualisedPremiumCents: writes.annualisedPremiumCents,
              ...(writes.endDate ? { endDate: writes.endDate } : {}),
              updatedAt: writes.at,
            })
            .where(eq(policies.id, policy!.id));
          if (writes.replaced.names.length > 0) {
            await tx
              .update(documents)
              .set({ description: writes.replaced.description })
              .where(and(eq(documents.policyId, policy!.id), documentNamed(writes.replaced.names)));
          }
          if (writes.endorsement.length > 0) {
            await tx
              .insert(documents)
              .values(writes.endorsement.map((document) => ({ policyId: policy!.id, ...document })))
              .onConflictDoNothing();
          }
          await tx.insert(messageOutbox).values(outboxRowOf(writes.email, { keepCodes: false }));
        };
        return decide(changing && change ? { changing, change } : undefined, write, tx);
      });
    },

    /** A change by id with the payment of its policy (the refund job). */
    async changeWithPayment(changeId: string) {
      const [row] = await db
        .select({ change: policyChanges, policy: policies })
        .from(policyChanges)
        .innerJoin(policies, eq(policies.id, policyChanges.policyId))
        .where(eq(policyChanges.id, changeId));
      if (!row) return undefined;
      const changing = await changingOf(db, row.policy);
      return { change: row.change, policy: row.policy, payment: changing?.payment };
    },
  };
}

export type PolicyChangesRepository = ReturnType<typeof createPolicyChangesRepository>;
