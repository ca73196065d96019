import { and, count, eq, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { policies, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createUsersRepository(db: Database) {
  async function update(id: string, changes: Partial<NewUser>, now: Date): Promise<UserRow> {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    return row!;
  }

  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.email, normaliseEmail(email)));
      return row;
    },

    /** Locks the user's row for the rest of the transaction (a limit counted, then kept). */
    async lock(id: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(users);
      return row?.value ?? 0;
    },

    async create(user: NewUser): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ ...user, email: normaliseEmail(user.email) })
        .returning();
      return row!;
    },

    /**
     * Counts a failed password and locks the account for the time the lockout rule gives for the
     * new count. The count is one atomic increment, so parallel attempts are all counted; a lock is
     * only ever lengthened.
     */
    async recordFailedSignIn(
      id: string,
      lockMinutesAfter: (failures: number) => number,
      now: Date,
    ): Promise<UserRow> {
      const [counted] = await db
        .update(users)
        .set({ failedSignInCount: sql`${users.failedSignInCount} + 1`, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      const lockMinutes = lockMinutesAfter(counted!.failedSignInCount);
      if (lockMinutes === 0) return counted!;
      const until = new Date(now.getTime() + lockMinutes * 60_000).toISOString();
      const [locked] = await db
        .update(users)
        .set({
          lockedUntil: sql`greatest(coalesce(${users.lockedUntil}, ${until}::timestamptz), ${until}::timestamptz)`,
        })
        .where(eq(users.id, id))
        .returning();
      return locked!;
    },

    /** The password was right: failures are forgiven. */
    async clearFailedSignIns(id: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ failedSignInCount: 0, lockedUntil: null, updatedAt: now })
        .where(eq(users.id, id));
    },

    async recordSuccessfulSignIn(id: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ failedSignInCount: 0, lockedUntil: null, lastSignInAt: now, updatedAt: now })
        .where(eq(users.id, id));
    },

    update,

    /**
     * Deletes a customer account whose e-mail was never confirmed and that holds no policy, with
     * what hangs on it; whether it did. Nobody ever showed the address was theirs, so the staff
     * member whose address it is replaces it at their sign-on (decision 0018).
     */
    async deleteNeverConfirmedCustomer(id: string): Promise<boolean> {
      const deleted = await db
        .delete(users)
        .where(
          and(
            eq(users.id, id),
            eq(users.role, 'customer'),
            eq(users.emailVerified, false),
            notExists(
              db.select({ id: policies.id }).from(policies).where(eq(policies.ownerUserId, id)),
            ),
          ),
        )
        .returning({ id: users.id });
      return deleted.length > 0;
    },

    /** A new password chosen by the customer ends every reset or change requirement and lock. */
    async setPassword(id: string, passwordHash: string, now: Date): Promise<UserRow> {
      return update(
        id,
        {
          passwordHash,
          passwordChangedAt: now,
          passwordResetRequired: false,
          passwordChangeRequired: false,
          failedSignInCount: 0,
          lockedUntil: null,
        },
        now,
      );
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
