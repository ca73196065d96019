import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { randomUUID } from 'node:crypto';
import { refreshSessions, signIns } from '../../db/schema.js';

export type RefreshSessionRow = typeof refreshSessions.$inferSelect;

/** The PostgreSQL channel a sign-in's ending is told on, to every process of the database. */
export const SIGN_INS_ENDED_CHANNEL = 'wallet_sign_ins_ended';

export function createRefreshSessionsRepository(db: Database) {
  /** Ends the sign-ins one condition names and revokes the refresh tokens the other names. */
  async function endSignIns(whichSignIns: SQL, whichRefreshTokens: SQL) {
    await db.transaction(async (tx) => {
      await tx
        .update(signIns)
        .set({ endedAt: sql`now()` })
        .where(and(whichSignIns, isNull(signIns.endedAt)));
      await tx
        .update(refreshSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(whichRefreshTokens, isNull(refreshSessions.revokedAt)));
      // Every other process forgets its live answers as this commits (sign-in-endings.ts).
      await tx.execute(sql`select pg_notify(${SIGN_INS_ENDED_CHANNEL}, '')`);
    });
  }

  return {
    /** A refresh token of a sign-in; without one, the token starts a new sign-in. */
    async create(session: {
      userId: string;
      signInId: string | null;
      tokenHash: string;
      expiresAt: Date;
      userAgent: string | null;
    }): Promise<RefreshSessionRow> {
      return db.transaction(async (tx) => {
        let { signInId } = session;
        if (!signInId) {
          signInId = randomUUID();
          await tx.insert(signIns).values({ id: signInId, userId: session.userId });
        }
        const [row] = await tx
          .insert(refreshSessions)
          .values({ ...session, signInId })
          .returning();
        return row!;
      });
    },

    /** Whether the sign-in an access token names still stands: one read by primary key. */
    async isSignInLive(signInId: string): Promise<boolean> {
      const [row] = await db
        .select({ endedAt: signIns.endedAt })
        .from(signIns)
        .where(eq(signIns.id, signInId));
      return row !== undefined && row.endedAt === null;
    },

    /** Ends a sign-in: its access tokens and every refresh token it handed out stop working. */
    async endSignIn(signInId: string): Promise<void> {
      await endSignIns(eq(signIns.id, signInId), eq(refreshSessions.signInId, signInId));
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

    /** Ends every sign-in of the user, with all their access and refresh tokens. */
    async revokeAllOfUser(userId: string): Promise<void> {
      await endSignIns(eq(signIns.userId, userId), eq(refreshSessions.userId, userId));
    },

    /** Ends every sign-in of the user but the one named (a password changed from it). */
    async revokeAllOfUserBut(userId: string, keptSignInId: string): Promise<void> {
      await endSignIns(
        and(eq(signIns.userId, userId), ne(signIns.id, keptSignInId))!,
        and(eq(refreshSessions.userId, userId), ne(refreshSessions.signInId, keptSignInId))!,
      );
    },
  };
}

export type RefreshSessionsRepository = ReturnType<typeof createRefreshSessionsRepository>;

/** How long a live sign-in is taken as live without asking the database again. */
export const SIGN_IN_CHECK_CACHE_MS = 1000;
const SIGN_IN_CHECK_CACHE_ENTRIES = 10_000;

/**
 * The live answers one process keeps, shared by the repositories of every transaction. Each
 * ending moves the generation on, so an answer read before an ending is never kept after it.
 */
export function createSignInCache(now: () => number = Date.now) {
  const liveUntil = new Map<string, number>();
  let generation = 0;
  return {
    isKnownLive: (signInId: string) => (liveUntil.get(signInId) ?? 0) > now(),
    generation: () => generation,
    /** Keeps a live answer, unless a sign-in ended since the read that gave it began. */
    rememberLive(signInId: string, readInGeneration: number) {
      if (readInGeneration !== generation) return;
      if (liveUntil.size >= SIGN_IN_CHECK_CACHE_ENTRIES) liveUntil.clear();
      liveUntil.set(signInId, now() + SIGN_IN_CHECK_CACHE_MS);
    },
    /** Endings are rare: forgetting every answer is simpler than tracking sign-ins by user. */
    forgetAll() {
      generation += 1;
      liveUntil.clear();
    },
  };
}

export type SignInCache = ReturnType<typeof createSignInCache>;

/**
 * Every signed-in request asks whether its sign-in still stands. A live answer is kept for a
 * second, so the hot path reads memory; ending a sign-in in this process forgets the answers at
 * once (and again when an ending's transaction commits, see repositories.ts). Another process
 * behind the same PostgreSQL sees an ending within the second.
 */
export function withSignInCache(
  repository: RefreshSessionsRepository,
  cache: SignInCache = createSignInCache(),
): RefreshSessionsRepository {
  return {
    ...repository,
    async isSignInLive(signInId) {
      if (cache.isKnownLive(signInId)) return true;
      const readInGeneration = cache.generation();
      const live = await repository.isSignInLive(signInId);
      if (live) cache.rememberLive(signInId, readInGeneration);
      return live;
    },
    async endSignIn(signInId) {
      cache.forgetAll();
      await repository.endSignIn(signInId);
      cache.forgetAll();
    },
    async revokeAllOfUser(userId) {
      cache.forgetAll();
      await repository.revokeAllOfUser(userId);
      cache.forgetAll();
    },
    async revokeAllOfUserBut(userId, keptSignInId) {
      cache.forgetAll();
      await repository.revokeAllOfUserBut(userId, keptSignInId);
      cache.forgetAll();
    },
  };
}
