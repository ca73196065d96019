import { asc, eq, sql } from 'drizzle-orm';
import type { Branch } from '@wallet/domain';
import type { Database } from '../../db/client.js';
import { branches, profiles } from '../../db/schema.js';

const asBranch = { id: branches.id, branch_name: branches.branchName };

export function createBranchesRepository(db: Database) {
  return {
    async list(): Promise<Branch[]> {
      return db.select(asBranch).from(branches).orderBy(asc(branches.branchName));
    },

    async findById(id: number): Promise<Branch | undefined> {
      const [row] = await db.select(asBranch).from(branches).where(eq(branches.id, id));
      return row;
    },

    /** The branch of this name, in any letter case: how a staff directory names a branch. */
    async findByName(name: string): Promise<Branch | undefined> {
      const [row] = await db
        .select(asBranch)
        .from(branches)
        .where(sql`lower(${branches.branchName}) = lower(${name.trim()})`);
      return row;
    },

    async branchOfUser(userId: string): Promise<Branch | null> {
      const [row] = await db
        .select(asBranch)
        .from(profiles)
        .innerJoin(branches, eq(branches.id, profiles.branchId))
        .where(eq(profiles.userId, userId));
      return row ?? null;
    },

    async insertMissing(names: readonly string[]): Promise<void> {
      await db
        .insert(branches)
        .values(names.map((branchName) => ({ branchName })))
        .onConflictDoNothing();
    },
  };
}

export type BranchesRepository = ReturnType<typeof createBranchesRepository>;
