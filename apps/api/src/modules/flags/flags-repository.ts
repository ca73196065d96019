import { sql } from 'drizzle-orm';
import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAG_NAMES,
  type FeatureFlagName,
  type FeatureFlags,
} from '@wallet/domain';
import type { Database } from '../../db/client.js';
import { featureFlags } from '../../db/schema.js';

export function createFlagsRepository(db: Database) {
  return {
    /** Every flag of the spec; a flag missing from the table reads as its default. */
    async readAll(): Promise<FeatureFlags> {
      const rows = await db
        .select({ name: featureFlags.name, enabled: featureFlags.enabled })
        .from(featureFlags);
      const stored = new Map(rows.map((row) => [row.name, row.enabled]));
      return Object.fromEntries(
        FEATURE_FLAG_NAMES.map((name) => [name, stored.get(name) ?? DEFAULT_FEATURE_FLAGS[name]]),
      ) as FeatureFlags;
    },

    async set(name: FeatureFlagName, enabled: boolean): Promise<void> {
      await db
        .insert(featureFlags)
        .values({ name, enabled })
        .onConflictDoUpdate({
          target: featureFlags.name,
          set: { enabled, updatedAt: sql`now()` },
        });
    },

    /** Writes the defaults of flags not yet stored, leaving an operator's choices alone. */
    async insertMissingDefaults(): Promise<void> {
      await db
        .insert(featureFlags)
        .values(FEATURE_FLAG_NAMES.map((name) => ({ name, enabled: DEFAULT_FEATURE_FLAGS[name] })))
        .onConflictDoNothing();
    },
  };
}

export type FlagsRepository = ReturnType<typeof createFlagsRepository>;
