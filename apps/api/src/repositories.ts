import type { Database } from './db/client.js';
import { createSignInCache, type SignInCache } from './modules/auth/refresh-sessions-repository.js';
import {
  platformRepositoriesOver,
  SHARED_DATABASE_SETTINGS_CACHE_MS,
  type RepositoryOptions,
  type SharedState,
} from './platform-repositories.js';
import { productRepositoriesOf } from './products.js';
import type { RepositoryMap, Repositories } from './repository-types.js';

export { SHARED_DATABASE_SETTINGS_CACHE_MS, type RepositoryOptions };
export type { Repositories };

function repositoriesOver(db: Database, options: RepositoryOptions, shared: SharedState) {
  const repositories = {
    ...platformRepositoriesOver(db, options, shared),
    /** Each product's own (its quotes), from its module (product-list.ts). */
    ...productRepositoriesOf(db),
  };
  // Every repository a module declared (repository-types.ts) is made here.
  return repositories satisfies RepositoryMap;
}

/** Every repository, built over one database; attached to the server as `app.repositories`. */
export function createRepositories(
  db: Database,
  options: RepositoryOptions = { settingsCacheMs: SHARED_DATABASE_SETTINGS_CACHE_MS },
): Repositories {
  return repositoriesSharing(db, options, { signInCache: createSignInCache() });
}

function repositoriesSharing(
  db: Database,
  options: RepositoryOptions,
  shared: SharedState,
): Repositories {
  return {
    ...repositoriesOver(db, options, shared),
    forgetLiveSignIns: () => shared.signInCache.forgetAll(),
    async transaction(work) {
      let endedSignIns = false;
      const signInCache: SignInCache = {
        ...shared.signInCache,
        forgetAll() {
          endedSignIns = true;
          shared.signInCache.forgetAll();
        },
      };
      const result = await db.transaction((tx) =>
        work(repositoriesSharing(tx, options, { ...shared, signInCache })),
      );
      // A sign-in ended inside the transaction was live for other readers until it committed.
      if (endedSignIns) shared.signInCache.forgetAll();
      return result;
    },
  };
}
