import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { trustedContacts } from '../../db/schema.js';

export type TrustedContactRow = typeof trustedContacts.$inferSelect;

/** The customer's trusted contact: one a customer, set, changed and removed (issue 45). */
export function createTrustedContactRepository(db: Database) {
  return {
    async of(userId: string): Promise<TrustedContactRow | undefined> {
      const [row] = await db
        .select()
        .from(trustedContacts)
        .where(eq(trustedContacts.userId, userId));
      return row;
    },

    /** Names the contact, or changes the one named, in one statement. */
    async set(
      contact: Omit<TrustedContactRow, 'createdAt' | 'updatedAt'>,
    ): Promise<TrustedContactRow> {
      const { userId: _userId, ...changes } = contact;
      const [row] = await db
        .insert(trustedContacts)
        .values(contact)
        .onConflictDoUpdate({
          target: trustedContacts.userId,
          set: { ...changes, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    /** Whether there was one to remove. */
    async remove(userId: string): Promise<boolean> {
      const removed = await db
        .delete(trustedContacts)
        .where(eq(trustedContacts.userId, userId))
        .returning({ userId: trustedContacts.userId });
      return removed.length === 1;
    },
  };
}

export type TrustedContactRepository = ReturnType<typeof createTrustedContactRepository>;
