import { and, eq, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documents, payments, policies, quotes } from '../../db/schema.js';
import { createPaymentReads } from '../checkout/index.js';

export type PaymentRow = typeof payments.$inferSelect;
export type PolicyRow = typeof policies.$inferSelect;
export type NewDocument = Omit<typeof documents.$inferInsert, 'policyId'>;

/**
 * The records a policy's documents are made from and kept in, outside a bind: the payment that
 * froze the quote, the policies whose documents are missing, and the documents themselves.
 */
export function createPolicyDocumentsRecords(db: Database) {
  return {
    /** Policies made before `madeBefore` that have no document at all and a quote to make them from. */
    async withoutDocuments(madeBefore: Date, limit = 50): Promise<PolicyRow[]> {
      return db
        .select()
        .from(policies)
        .where(
          and(
            lt(policies.createdAt, madeBefore),
            isNotNull(policies.quoteId),
            notExists(
              db
                .select({ one: sql`1` })
                .from(documents)
                .where(eq(documents.policyId, policies.id)),
            ),
          ),
        )
        .orderBy(policies.createdAt)
        .limit(limit);
    },

    async policyById(id: string): Promise<PolicyRow | undefined> {
      const [row] = await db.select().from(policies).where(eq(policies.id, id));
      return row;
    },

    async documentCount(policyId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(documents)
        .where(eq(documents.policyId, policyId));
      return Number(row?.count ?? 0);
    },

    // The payment a policy was bought with is the latest of its quote (its snapshot is the quote).
    ...createPaymentReads(db),

    /** Once per payment's idempotency key: seeding again finds the first one. */
    async insertPaymentIfAbsent(payment: typeof payments.$inferInsert): Promise<PaymentRow> {
      await db.insert(payments).values(payment).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.idempotencyKey, payment.idempotencyKey));
      return row!;
    },

    /** The quote a policy was made from is bought: it no longer shows among the saved quotes. */
    async markQuoteBound(quoteId: string): Promise<void> {
      await db.update(quotes).set({ status: 'bound' }).where(eq(quotes.id, quoteId));
    },

    /** Unique per policy, business process and name: writing them again adds nothing. */
    async insertDocuments(policyId: string, rows: NewDocument[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(documents)
        .values(rows.map((row) => ({ ...row, policyId })))
        .onConflictDoNothing();
    },
  };
}

export type PolicyDocumentsRecords = ReturnType<typeof createPolicyDocumentsRecords>;
