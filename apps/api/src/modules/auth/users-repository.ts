import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createUsersRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.email, normaliseEmail(email)));
      return row;
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
     * Counts a failed password and locks the account once the limit is reached, in one statement so
     * parallel attempts cannot slip past the limit.
     */
    async recordFailedSignIn(id: string, limit: number, lockMinutes: number): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({
          failedSignInCount: sql`${users.failedSignInCount} + 1`,
          lockedUntil: sql`case when ${users.failedSignInCount} + 1 >= ${limit}
            then now() + make_interval(mins => ${lockMinutes}) else ${users.lockedUntil} end`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id))
        .returning();
      return row!;
    },

    async recordSuccessfulSignIn(id: string): Promise<void> {
      await db
        .update(users)
        .set({
          failedSignInCount: 0,
          lockedUntil: null,
          lastSignInAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
