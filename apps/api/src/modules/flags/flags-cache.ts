import { cachedRead } from '../../lib/cached-read.js';
import type { FlagsRepository } from './flags-repository.js';

/**
 * Flags answered from memory. Every page load asks for the flags, and on the embedded database
 * each read waits its turn on the single connection (and holds up the process while it runs); the
 * window (repositories.ts) keeps that read off the requests' way. A change made through this
 * process shows at once; other processes (PostgreSQL scale-out) show it within the window.
 */
export function withFlagsCache(
  repository: FlagsRepository,
  cacheMs: number,
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
