import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { profiles } from '../../db/schema.js';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;

export function createProfilesRepository(db: Database) {
  return {
    async findByUserId(userId: string): Promise<ProfileRow | undefined> {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
      return row;
    },

    async upsert(profile: NewProfile): Promise<void> {
      const { userId: _userId, createdAt: _createdAt, ...changes } = profile;
      await db
        .insert(profiles)
        .values(profile)
        .onConflictDoUpdate({
          target: profiles.userId,
          set: { ...changes, updatedAt: sql`now()` },
        });
    },

    /** The mobile the profile shows, once the account's has changed (Your account). */
    async setPhone(userId: string, phone: string): Promise<void> {
      await db
        .update(profiles)
        .set({ phone, updatedAt: sql`now()` })
        .where(eq(profiles.userId, userId));
    },

    /**
     * The correspondence address changed in Your account, creating the profile row from the
     * account's names when the customer has none yet (signed up without a quote).
     */
    async setAddress(
      userId: string,
      address: Pick<
        NewProfile,
        'addressLine1' | 'addressLine2' | 'addressLine3' | 'town' | 'county' | 'eircode'
      >,
      names: { firstName: string; lastName: string },
    ): Promise<void> {
      await db
        .insert(profiles)
        .values({ userId, ...names, ...address })
        .onConflictDoUpdate({
          target: profiles.userId,
          set: { ...address, updatedAt: sql`now()` },
        });
    },

    /** Saves an agent's branch, creating the profile row from the account's names if needed. */
    async setBranch(
      userId: string,
      branchId: number,
      names: { firstName: string; lastName: string },
    ): Promise<void> {
      await db
        .insert(profiles)
        .values({ userId, branchId, ...names })
        .onConflictDoUpdate({
          target: profiles.userId,
          set: { branchId, updatedAt: sql`now()` },
        });
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
