import { cachedRead } from '../../lib/cached-read.js';
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
  const flags = cachedRead(() => repository.readAll(), cacheMs, now);
  return {
    ...repository,
    readAll: flags.read,
    async set(name, enabled) {
      await repository.set(name, enabled);
      flags.invalidate();
    },
    async insertMissingDefaults() {
      await repository.insertMissingDefaults();
      flags.invalidate();
    },
  };
}
