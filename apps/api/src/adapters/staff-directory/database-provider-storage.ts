/**
 * Where the local staff directory keeps what a sign-on holds between requests (interactions, its
 * own sessions, codes, grants, tokens): the database, each record until it expires. Any of the
 * API's processes can then carry a sign-on on, whichever the browser reaches, and a restart keeps
 * it. Expired records are never answered, and are deleted now and then.
 */
import { and, eq, isNotNull, lte, or, isNull, gt, sql } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/client.js';
import { staffDirectoryRecords } from '../../db/schema.js';

/** How often a process deletes the records that have expired. */
const SWEEP_EVERY_MS = 60_000;

export function createDatabaseProviderStorage(
  db: Database,
  now: () => number = Date.now,
): AdapterFactory {
  let lastSweep = 0;
  const sweep = async () => {
    if (now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now();
    await db
      .delete(staffDirectoryRecords)
      .where(
        and(
          isNotNull(staffDirectoryRecords.expiresAt),
          lte(staffDirectoryRecords.expiresAt, new Date(now())),
        ),
      );
  };
  const unexpired = () =>
    or(
      isNull(staffDirectoryRecords.expiresAt),
      gt(staffDirectoryRecords.expiresAt, new Date(now())),
    );

  return (kind: string): Adapter => {
    const first = async (match: ReturnType<typeof eq>) => {
      const [row] = await db
        .select({ payload: staffDirectoryRecords.payload })
        .from(staffDirectoryRecords)
        .where(and(eq(staffDirectoryRecords.kind, kind), match, unexpired()))
        .limit(1);
      return row?.payload as AdapterPayload | undefined;
    };
    const ofId = (id: string) =>
      and(eq(staffDirectoryRecords.kind, kind), eq(staffDirectoryRecords.id, id));

    return {
      async upsert(id, payload, expiresIn) {
        const record = {
          payload: payload as Record<string, unknown>,
          uid: payload.uid ?? null,
          userCode: payload.userCode ?? null,
          grantId: payload.grantId ?? null,
          expiresAt: typeof expiresIn === 'number' ? new Date(now() + expiresIn * 1000) : null,
        };
        await db
          .insert(staffDirectoryRecords)
          .values({ kind, id, ...record })
          .onConflictDoUpdate({
            target: [staffDirectoryRecords.kind, staffDirectoryRecords.id],
            set: record,
          });
        await sweep();
      },
      find: (id) => first(eq(staffDirectoryRecords.id, id)),
      findByUid: (uid) => first(eq(staffDirectoryRecords.uid, uid)),
      findByUserCode: (userCode) => first(eq(staffDirectoryRecords.userCode, userCode)),
      async consume(id) {
        const consumedAt = Math.floor(now() / 1000);
        await db
          .update(staffDirectoryRecords)
          .set({
            payload: sql`jsonb_set(${staffDirectoryRecords.payload}, '{consumed}', to_jsonb(${consumedAt}::bigint))`,
          })
          .where(ofId(id));
      },
      async destroy(id) {
        await db.delete(staffDirectoryRecords).where(ofId(id));
      },
      async revokeByGrantId(grantId) {
        await db.delete(staffDirectoryRecords).where(eq(staffDirectoryRecords.grantId, grantId));
      },
    };
  };
}
