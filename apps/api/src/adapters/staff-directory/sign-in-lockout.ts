/**
 * The local staff directory's lockout: wrong passwords in a row lock an e-mail's sign-in for a
 * while, as a bank's directory does, so a password cannot be guessed at the sign-in page (whose
 * per-address rate limit a spread of addresses gets round). Counted in the database, beside the
 * directory's other records, so every process sees one count; each wrong password is one atomic
 * increment, so wrong passwords sent at once are all counted. An e-mail the directory does not
 * know is counted and locked alike: a lock tells nobody who is staff. The e-mail is kept only as
 * a keyed digest.
 */
import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { staffDirectoryRecords } from '../../db/schema.js';

/** The records' kind in the directory's table, one no provider record has. */
export const SIGN_IN_FAILURES_KIND = 'SignInFailures';

/** A day without a wrong password starts the count again. */
const FAILURES_FORGOTTEN_AFTER_MS = 24 * 60 * 60 * 1000;

export interface SignInLockoutOptions {
  db: Database;
  /** The secret the e-mail digests are keyed with (the token secret). */
  keySecret: string;
  /** How long `failures` wrong passwords in a row lock the sign-in for (0: not locked). */
  lockMinutesAfter: (failures: number) => number;
  clock: () => Date;
}

export interface SignInLock {
  /** When the sign-in opens again. */
  until: Date;
}

export function createSignInLockout(options: SignInLockoutOptions) {
  const { db, lockMinutesAfter, clock } = options;
  const key = createHmac('sha256', options.keySecret).update('staff directory lockout').digest();
  const idOf = (email: string) =>
    createHmac('sha256', key).update(email.trim().toLowerCase()).digest('base64url');
  const ofEmail = (email: string) =>
    and(
      eq(staffDirectoryRecords.kind, SIGN_IN_FAILURES_KIND),
      eq(staffDirectoryRecords.id, idOf(email)),
    );

  const lockOf = (payload: unknown, now: Date): SignInLock | null => {
    const { failures, lastAt } = (payload ?? {}) as { failures?: unknown; lastAt?: unknown };
    if (typeof failures !== 'number' || typeof lastAt !== 'number') return null;
    const minutes = lockMinutesAfter(failures);
    const until = new Date(lastAt + minutes * 60_000);
    return minutes > 0 && until > now ? { until } : null;
  };

  return {
    /** The lock on this e-mail's sign-in now, if any. */
    async lockOf(email: string): Promise<SignInLock | null> {
      const now = clock();
      const [row] = await db
        .select({
          payload: staffDirectoryRecords.payload,
          expiresAt: staffDirectoryRecords.expiresAt,
        })
        .from(staffDirectoryRecords)
        .where(ofEmail(email));
      if (!row || (row.expiresAt && row.expiresAt <= now)) return null;
      return lockOf(row.payload, now);
    },

    /** Counts a wrong password; the lock it brings about, if any. */
    async recordFailure(email: string): Promise<SignInLock | null> {
      const now = clock();
      const expiresAt = new Date(now.getTime() + FAILURES_FORGOTTEN_AFTER_MS);
      const first = { failures: 1, lastAt: now.getTime() };
      const [row] = await db
        .insert(staffDirectoryRecords)
        .values({
          kind: SIGN_IN_FAILURES_KIND,
          id: idOf(email),
          payload: first,
          expiresAt,
        })
        .onConflictDoUpdate({
          target: [staffDirectoryRecords.kind, staffDirectoryRecords.id],
          set: {
            // A count that has expired (and not yet been swept away) starts again.
            payload: sql`case when ${staffDirectoryRecords.expiresAt} <= ${now.toISOString()}::timestamptz
              then ${JSON.stringify(first)}::jsonb
              else jsonb_build_object(
                'failures', coalesce((${staffDirectoryRecords.payload}->>'failures')::int, 0) + 1,
                'lastAt', ${now.getTime()}::bigint)
              end`,
            expiresAt,
          },
        })
        .returning({ payload: staffDirectoryRecords.payload });
      return lockOf(row?.payload, now);
    },

    /** The right password: the wrong ones before it are forgiven. */
    async clear(email: string): Promise<void> {
      await db.delete(staffDirectoryRecords).where(ofEmail(email));
    },
  };
}

export type SignInLockout = ReturnType<typeof createSignInLockout>;
