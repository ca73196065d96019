import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { oneTimeCodes } from '../../db/schema.js';

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
export type CodePurpose = OneTimeCodeRow['purpose'];

export function createOneTimeCodesRepository(db: Database) {
  return {
    /**
     * Stores a new code and ends every earlier unused code of the same purpose, so only the latest
     * code sent can be used.
     */
    async replace(code: {
      userId: string;
      purpose: CodePurpose;
      codeHash: string;
      expiresAt: Date;
      maxAttempts: number;
      destination: string | null;
      now: Date;
    }): Promise<OneTimeCodeRow> {
      const { now, ...values } = code;
      return db.transaction(async (tx) => {
        await tx
          .update(oneTimeCodes)
          .set({ consumedAt: now })
          .where(
            and(
              eq(oneTimeCodes.userId, code.userId),
              eq(oneTimeCodes.purpose, code.purpose),
              isNull(oneTimeCodes.consumedAt),
            ),
          );
        const [row] = await tx
          .insert(oneTimeCodes)
          .values({ ...values, createdAt: now })
          .returning();
        return row!;
      });
    },

    /** The latest unused code of a purpose. */
    async findLatestUnused(
      userId: string,
      purpose: CodePurpose,
    ): Promise<OneTimeCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.userId, userId),
            eq(oneTimeCodes.purpose, purpose),
            isNull(oneTimeCodes.consumedAt),
          ),
        )
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return row;
    },

    async findById(id: string): Promise<OneTimeCodeRow | undefined> {
      const [row] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, id));
      return row;
    },

    /**
     * Counts a wrong guess, in one statement so parallel guesses cannot exceed the limit; answers
     * the attempts made so far, or null when the code had no attempts left.
     */
    async recordWrongAttempt(id: string): Promise<number | null> {
      const [row] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(and(eq(oneTimeCodes.id, id), lt(oneTimeCodes.attempts, oneTimeCodes.maxAttempts)))
        .returning({ attempts: oneTimeCodes.attempts });
      return row?.attempts ?? null;
    },

    /** Uses up every unused code of a purpose (an address they were sent to is no longer the account's). */
    async useUpAll(userId: string, purpose: CodePurpose, now: Date): Promise<void> {
      await db
        .update(oneTimeCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(oneTimeCodes.userId, userId),
            eq(oneTimeCodes.purpose, purpose),
            isNull(oneTimeCodes.consumedAt),
          ),
        );
    },

    /** Uses the code up; reports whether this call did, so a code works once even in a race. */
    async consume(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(oneTimeCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(oneTimeCodes.id, id),
            isNull(oneTimeCodes.consumedAt),
            lt(oneTimeCodes.attempts, oneTimeCodes.maxAttempts),
          ),
        )
        .returning({ id: oneTimeCodes.id });
      return rows.length === 1;
    },

    /** How many codes of a purpose were sent to a user since a moment (for sending limits). */
    async countSentSince(userId: string, purpose: CodePurpose, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.userId, userId),
            eq(oneTimeCodes.purpose, purpose),
            gt(oneTimeCodes.createdAt, since),
          ),
        );
      return row?.value ?? 0;
    },
  };
}

export type OneTimeCodesRepository = ReturnType<typeof createOneTimeCodesRepository>;
