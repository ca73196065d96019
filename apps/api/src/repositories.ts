import type { Database } from './db/client.js';
import { createBranchesRepository } from './modules/agent/branches-repository.js';
import { createOutboxRepository } from './adapters/messages/outbox-messages.js';
import { createOneTimeCodesRepository } from './modules/auth/one-time-codes-repository.js';
import {
  createRefreshSessionsRepository,
  withSignInCache,
} from './modules/auth/refresh-sessions-repository.js';
import { createUsersRepository } from './modules/auth/users-repository.js';
import {
  createHomeQuotesRepository,
  createInsurerAvailabilityRepository,
} from './modules/home/index.js';
import { withFlagsCache } from './modules/flags/flags-cache.js';
import { createFlagsRepository } from './modules/flags/flags-repository.js';
import { createPoliciesRepository } from './modules/wallet/policies-repository.js';
import { createJobsRepository } from './jobs/jobs-repository.js';
import { createBindRecordsRepository } from './modules/checkout/index.js';
import { createDocumentsRepository } from './modules/policies/documents-repository.js';
import { createProfilesRepository } from './modules/wallet/profiles-repository.js';
import { createQuotePairingRepository } from './modules/wallet/quote-pairing-repository.js';
import { createTempQuotesRepository } from './modules/wallet/temp-quotes-repository.js';

function repositoriesOver(db: Database) {
  const jobs = createJobsRepository(db);
  return {
    users: createUsersRepository(db),
    refreshSessions: withSignInCache(createRefreshSessionsRepository(db)),
    oneTimeCodes: createOneTimeCodesRepository(db),
    outbox: createOutboxRepository(db),
    profiles: createProfilesRepository(db),
    policies: createPoliciesRepository(db),
    tempQuotes: createTempQuotesRepository(db),
    quotePairing: createQuotePairingRepository(db),
    branches: createBranchesRepository(db),
    flags: withFlagsCache(createFlagsRepository(db)),
    homeQuotes: createHomeQuotesRepository(db),
    insurerAvailability: createInsurerAvailabilityRepository(db),
    jobs,
    bindRecords: createBindRecordsRepository(db, jobs),
    documents: createDocumentsRepository(db),
  };
}

export type Repositories = ReturnType<typeof repositoriesOver> & {
  /** Runs work in one transaction, over repositories bound to it: all of it is written or none. */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
};

/** Every repository, built over one database; attached to the server as `app.repositories`. */
export function createRepositories(db: Database): Repositories {
  return {
    ...repositoriesOver(db),
    transaction: (work) => db.transaction((tx) => work(createRepositories(tx))),
  };
}
