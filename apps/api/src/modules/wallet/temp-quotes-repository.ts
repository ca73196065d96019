import { and, eq, sql } from 'drizzle-orm';
import { TEMP_QUOTE_REFERENCE_KEY, type PolicyType } from '@wallet/domain';
import type { Database } from '../../db/client.js';
import { quotes, tempQuotes } from '../../db/schema.js';

/** Every query names the owner: a user can only ever reach their own saved quotes. */
export function createTempQuotesRepository(db: Database) {
  const ownedBy = (userId: string, policyType: PolicyType) =>
    and(eq(tempQuotes.userId, userId), eq(tempQuotes.policyType, policyType));

  return {
    /**
     * The saved quote, unless the quote it names was bought since: a bought quote is finished and
     * is never offered to continue.
     */
    async find(
      userId: string,
      policyType: PolicyType,
    ): Promise<Record<string, unknown> | undefined> {
      const [row] = await db
        .select({ values: tempQuotes.values, boughtQuoteId: quotes.id })
        .from(tempQuotes)
        .leftJoin(
          quotes,
          and(
            eq(quotes.quoteReference, sql`${tempQuotes.values} ->> ${TEMP_QUOTE_REFERENCE_KEY}`),
            eq(quotes.ownerUserId, userId),
            eq(quotes.status, 'bound'),
          ),
        )
        .where(ownedBy(userId, policyType));
      return row && !row.boughtQuoteId ? row.values : undefined;
    },

    async save(
      userId: string,
      policyType: PolicyType,
      values: Record<string, unknown>,
    ): Promise<Record<string, unknown>> {
      const [row] = await db
        .insert(tempQuotes)
        .values({ userId, policyType, values })
        .onConflictDoUpdate({
          target: [tempQuotes.userId, tempQuotes.policyType],
          set: { values, updatedAt: sql`now()` },
        })
        .returning({ values: tempQuotes.values });
      return row!.values;
    },

    /** True when there was a saved quote to remove. */
    async remove(userId: string, policyType: PolicyType): Promise<boolean> {
      const rows = await db
        .delete(tempQuotes)
        .where(ownedBy(userId, policyType))
        .returning({ userId: tempQuotes.userId });
      return rows.length > 0;
    },
  };
}

export type TempQuotesRepository = ReturnType<typeof createTempQuotesRepository>;
