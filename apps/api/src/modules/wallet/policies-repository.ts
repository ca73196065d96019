import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { policies } from '../../db/schema.js';

export type PolicyRow = typeof policies.$inferSelect;
export type NewPolicy = typeof policies.$inferInsert;

export function createPoliciesRepository(db: Database) {
  return {
    /** The owner's policies, newest start date first (platform.md 2.8). */
    async listOfOwner(ownerUserId: string): Promise<PolicyRow[]> {
      return db
        .select()
        .from(policies)
        .where(eq(policies.ownerUserId, ownerUserId))
        .orderBy(desc(policies.startDate), desc(policies.createdAt));
    },

    async insertIfAbsent(policy: NewPolicy): Promise<void> {
      await db.insert(policies).values(policy).onConflictDoNothing();
    },
  };
}

export type PoliciesRepository = ReturnType<typeof createPoliciesRepository>;
