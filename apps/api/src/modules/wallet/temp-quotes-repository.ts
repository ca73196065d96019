import { and, eq, sql } from 'drizzle-orm';
import type { PolicyType } from '@wallet/domain';
import type { Database } from '../../db/client.js';
import { tempQuotes } from '../../db/schema.js';

/** Every query names the owner: a user can only ever reach their own saved quotes. */
export function createTempQuotesRepository(db: Database) {
  const ownedBy = (userId: string, policyType: PolicyType) =>
    and(eq(tempQuotes.userId, userId), eq(tempQuotes.policyType, policyType));

  return {
    async find(
      userId: string,
      policyType: PolicyType,
    ): Promise<Record<string, unknown> | undefined> {
      const [row] = await db
        .select({ values: tempQuotes.values })
        .from(tempQuotes)
        .where(ownedBy(userId, policyType));
      return row?.values;
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
