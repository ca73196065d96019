import type { FeatureFlags } from '@wallet/domain';
import type { FlagsRepository } from './flags-repository.js';

/**
 * How long one process answers flags from memory. Every page load asks for the flags, and on the
 * embedded database each read waits its turn on the single connection; a second of staleness
 * keeps that read off the database under load. A change made through this process shows at once;
 * other processes (PostgreSQL scale-out) show it within this time.
 */
export const FLAGS_CACHE_MS = 1000;

export function withFlagsCache(
  repository: FlagsRepository,
  cacheMs = FLAGS_CACHE_MS,
  now: () => number = Date.now,
): FlagsRepository {
  let cached: { flags: Promise<FeatureFlags>; readAt: number } | null = null;
  return {
    ...repository,
    readAll() {
      if (!cached || now() - cached.readAt >= cacheMs) {
        const flags = repository.readAll();
        const entry = { flags, readAt: now() };
        cached = entry;
        // A failed read must not be served from memory for the rest of the window.
        flags.catch(() => {
          if (cached === entry) cached = null;
        });
      }
      return cached.flags;
    },
    async set(name, enabled) {
      await repository.set(name, enabled);
      cached = null;
    },
    async insertMissingDefaults() {
      await repository.insertMissingDefaults();
      cached = null;
    },
  };
}
