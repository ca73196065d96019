import { sql } from 'drizzle-orm';
import { INSURER_CODES, type InsurerCode } from '@wallet/domain';
import type { Database } from '../../db/client.js';
import { insurerAvailability } from '../../db/schema.js';
import { cachedRead } from '../../lib/cached-read.js';

/** How long one process trusts its last read of the operator switches. */
export const INSURER_AVAILABILITY_CACHE_MS = 1000;

/** The operator switch of each insurer; an insurer not in the table is available. */
export function createInsurerAvailabilityRepository(
  db: Database,
  cacheMs = INSURER_AVAILABILITY_CACHE_MS,
  now: () => number = Date.now,
) {
  const switchedOff = cachedRead(
    async () => {
      const rows = await db
        .select({ insurer: insurerAvailability.insurer, available: insurerAvailability.available })
        .from(insurerAvailability);
      return new Set(rows.filter((row) => !row.available).map((row) => row.insurer));
    },
    cacheMs,
    now,
  );

  return {
    async isAvailable(insurer: InsurerCode): Promise<boolean> {
      return !(await switchedOff.read()).has(insurer);
    },

    async readAll(): Promise<Record<InsurerCode, boolean>> {
      const off = await switchedOff.read();
      return Object.fromEntries(INSURER_CODES.map((code) => [code, !off.has(code)])) as Record<
        InsurerCode,
        boolean
      >;
    },

    async set(insurer: InsurerCode, available: boolean): Promise<void> {
      await db
        .insert(insurerAvailability)
        .values({ insurer, available })
        .onConflictDoUpdate({
          target: insurerAvailability.insurer,
          set: { available, updatedAt: sql`now()` },
        });
      switchedOff.invalidate();
    },
  };
}

export type InsurerAvailabilityRepository = ReturnType<typeof createInsurerAvailabilityRepository>;
