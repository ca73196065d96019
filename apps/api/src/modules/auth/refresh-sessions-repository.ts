import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { refreshSessions } from '../../db/schema.js';

export type RefreshSessionRow = typeof refreshSessions.$inferSelect;

export function createRefreshSessionsRepository(db: Database) {
  return {
    async create(session: {
      userId: string;
      tokenHash: string;
      expiresAt: Date;
      userAgent: string | null;
    }): Promise<RefreshSessionRow> {
      const [row] = await db.insert(refreshSessions).values(session).returning();
      return row!;
    },

    async findByTokenHash(tokenHash: string): Promise<RefreshSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(refreshSessions)
        .where(eq(refreshSessions.tokenHash, tokenHash));
      return row;
    },

    /**
     * Revokes the session only if it is still live and reports whether this call did it, so two
     * concurrent refreshes with one token cannot both succeed.
     */
    async revokeIfActive(id: string, replacedBySessionId: string | null = null): Promise<boolean> {
      const rows = await db
        .update(refreshSessions)
        .set({ revokedAt: sql`now()`, replacedBySessionId })
        .where(and(eq(refreshSessions.id, id), isNull(refreshSessions.revokedAt)))
        .returning({ id: refreshSessions.id });
      return rows.length === 1;
    },

    async linkReplacement(id: string, replacedBySessionId: string): Promise<void> {
      await db
        .update(refreshSessions)
        .set({ replacedBySessionId })
        .where(eq(refreshSessions.id, id));
    },

    async revokeAllOfUser(userId: string): Promise<void> {
      await db
        .update(refreshSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshSessions.userId, userId), isNull(refreshSessions.revokedAt)));
    },
  };
}

export type RefreshSessionsRepository = ReturnType<typeof createRefreshSessionsRepository>;
