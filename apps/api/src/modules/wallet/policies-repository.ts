import { and, asc, desc, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { payments, policies, quotes } from '../../db/schema.js';

export type PolicyRow = typeof policies.$inferSelect;
export type NewPolicy = typeof policies.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;

/** A policy with the request of the quote it was bought from; null when none is on record. */
export type OwnedPolicy = PolicyRow & { quoteRequest: Record<string, unknown> | null };

export function createPoliciesRepository(db: Database) {
  return {
    /**
     * The owner's policies, newest start date first (platform.md 2.8). A period that was renewed
     * shows until it ends; after that its renewal stands for it.
     */
    async listOfOwner(ownerUserId: string): Promise<OwnedPolicy[]> {
      const rows = await db
        .select({ policy: policies, quoteRequest: quotes.request })
        .from(policies)
        .leftJoin(quotes, eq(quotes.id, policies.quoteId))
        .where(
          and(
            eq(policies.ownerUserId, ownerUserId),
            or(ne(policies.status, 'renewed'), gte(policies.endDate, sql`current_date`)),
          ),
        )
        .orderBy(desc(policies.startDate), desc(policies.createdAt));
      return rows.map(({ policy, quoteRequest }) => ({ ...policy, quoteRequest }));
    },

    /**
     * The payments that made these policies, by quote id: each bound quote's payment taken
     * (captured) or whose mandate stands (authorised). A policy made without one has none.
     */
    async paymentsOfQuotes(quoteIds: string[]): Promise<Map<string, PaymentRow>> {
      if (quoteIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(payments)
        .where(
          and(
            inArray(payments.quoteId, quoteIds),
            inArray(payments.status, ['captured', 'authorised']),
          ),
        )
        .orderBy(asc(payments.createdAt));
      // The latest payment of a quote wins, as the bind's answer reads it.
      return new Map(rows.map((row) => [row.quoteId, row]));
    },

    async insertIfAbsent(policy: NewPolicy): Promise<void> {
      await db.insert(policies).values(policy).onConflictDoNothing();
    },
  };
}

export type PoliciesRepository = ReturnType<typeof createPoliciesRepository>;
