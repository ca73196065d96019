/**
 * The platform's repositories: everything but each product's own, which its module adds
 * (repositories.ts). Only repositories.ts imports this file; modules name the repositories' type
 * from repository-types.ts, which this file fills.
 */
import type { Database } from './db/client.js';
import { createPolicyDocumentsRecords } from './modules/documents/policy-documents-records.js';
import { createRenewalViewsRepository } from './modules/renewals/renewal-views-repository.js';
import { createRenewalOffersRepository } from './modules/renewals/renewal-offers-repository.js';
import { createRenewalNoticesRepository } from './modules/renewals/renewal-notices-repository.js';
import { createBranchesRepository } from './modules/agent/branches-repository.js';
import { createAgentActionsRepository } from './modules/agent/agent-actions-repository.js';
import { createAgentCustomersRepository } from './modules/agent/agent-customers-repository.js';
import { createAgentQuotesRepository } from './modules/agent/agent-quotes-repository.js';
import { createPortfolioPairsRepository } from './modules/agent/portfolio-pairs-repository.js';
import {
  createOutboxMessages,
  createOutboxRepository,
  type OutboxMessagesOptions,
} from './adapters/messages/outbox-messages.js';
import { createAccountClosureRepository } from './modules/auth/account-closure-repository.js';
import { createOneTimeCodesRepository } from './modules/auth/one-time-codes-repository.js';
import {
  createRefreshSessionsRepository,
  withSignInCache,
  type SignInCache,
} from './modules/auth/refresh-sessions-repository.js';
import { createUsersRepository } from './modules/auth/users-repository.js';
import { createInsurerAvailabilityRepository } from './modules/insurers/index.js';
import { withFlagsCache } from './modules/flags/flags-cache.js';
import { createFlagsRepository } from './modules/flags/flags-repository.js';
import { createPoliciesRepository } from './modules/policies/policies-repository.js';
import { createCancellationsRepository } from './modules/cancellations/cancellations-repository.js';
import {
  createDataExportRepository,
  createMarketingChoicesRepository,
  createTrustedContactRepository,
} from './modules/account/index.js';
import {
  createDebitCollectionsRepository,
  createPaymentScheduleRepository,
} from './modules/payment-schedule/index.js';
import { createClaimsRepository, openClaimsOf } from './modules/claims/index.js';
import { createClaimsHandlingRepository } from './modules/claims-handling/index.js';
import { createComplaintsRepository } from './modules/complaints/index.js';
import { createSandboxCardLedger } from './adapters/card-payments/sandbox-card-ledger.js';
import { createPolicyChangesRepository } from './modules/policy-changes/policy-changes-repository.js';
import { createJobsRepository } from './jobs/jobs-repository.js';
import { createBindRecordsRepository } from './modules/checkout/index.js';
import { createDocumentsRepository } from './modules/documents/documents-repository.js';
import { createDocumentsOnRequestRepository } from './modules/documents-on-request/index.js';
import { createProfilesRepository } from './modules/wallet/profiles-repository.js';
import { createQuotePairingRepository } from './modules/wallet/quote-pairing-repository.js';
import { createTempQuotesRepository } from './modules/wallet/temp-quotes-repository.js';

export type RepositoryOptions = {
  /**
   * How long a process answers the operator's settings (flags, insurer switches) from memory.
   * Other processes may change them on PostgreSQL, so about a second there; on the embedded
   * database this process is the only one that can write (the data folder is claimed), and every
   * change it makes clears what it holds, so it may keep them until then (docs/decisions/0008).
   */
  settingsCacheMs: number;
  /**
   * Whether the message outbox keeps the one-time codes of the messages it holds: only for the
   * development outbox viewer (config OUTBOX_VIEWER). Off unless asked for.
   */
  keepMessageCodes?: boolean;
  /** The channels whose codes are held until delivered: those that leave (SMTP_URL, SMS_URL). */
  holdMessageCodes?: OutboxMessagesOptions['holdCodes'];
};

export const SHARED_DATABASE_SETTINGS_CACHE_MS = 1000;

/** What every transaction's repositories share with the process's own. */
export interface SharedState {
  signInCache: SignInCache;
}

/** The repositories every product shares, over one database or transaction. */
export function platformRepositoriesOver(
  db: Database,
  options: RepositoryOptions,
  shared: SharedState,
) {
  const jobs = createJobsRepository(db);
  return {
    users: createUsersRepository(db),
    refreshSessions: withSignInCache(createRefreshSessionsRepository(db), shared.signInCache),
    oneTimeCodes: createOneTimeCodesRepository(db),
    /** What closing an account reads and erases (modules/auth). */
    accountClosure: createAccountClosureRepository(db),
    outbox: createOutboxRepository(db),
    /** Messages are written to the outbox, so a message is sent only if its transaction commits. */
    outboxMessages: createOutboxMessages(db, {
      keepCodes: options.keepMessageCodes ?? false,
      holdCodes: options.holdMessageCodes ?? [],
    }),
    profiles: createProfilesRepository(db),
    policies: createPoliciesRepository(db),
    /** Withdrawals and cancellations (modules/cancellations). */
    cancellations: createCancellationsRepository(db),
    /** Claims made online (modules/claims), and whether a policy has one in progress. */
    claims: createClaimsRepository(db),
    /** What the claims handler reads beside a claim (modules/claims-handling). */
    claimsHandling: createClaimsHandlingRepository(db),
    openClaims: openClaimsOf(db),
    /** Complaints and their timelines (modules/complaints). */
    complaints: createComplaintsRepository(db),
    /** The card sandbox's charges taken outside a checkout (the demo's purchases). */
    cardSandbox: createSandboxCardLedger(db),
    /** Mid-term changes and the versions they make (modules/policy-changes). */
    policyChanges: createPolicyChangesRepository(db),
    /** A policy's direct debits as its plan and changes set them (modules/payment-schedule). */
    paymentSchedules: createPaymentScheduleRepository(db),
    /** The debits the bank was asked for, paid now by card, and new mandates (issue 45). */
    debitCollections: createDebitCollectionsRepository(db),
    /** The customer's marketing choices and their history (modules/account). */
    marketingChoices: createMarketingChoicesRepository(db),
    /** 'Download your data': exports asked for and built (modules/account). */
    dataExports: createDataExportRepository(db, jobs),
    /** The customer's trusted contact person (modules/account). */
    trustedContacts: createTrustedContactRepository(db),
    tempQuotes: createTempQuotesRepository(db),
    quotePairing: createQuotePairingRepository(db),
    branches: createBranchesRepository(db),
    /** The agent workspace: its quotes, customers, portfolio pairs and audit trail. */
    agentQuotes: createAgentQuotesRepository(db),
    agentCustomers: createAgentCustomersRepository(db),
    portfolioPairs: createPortfolioPairsRepository(db),
    agentActions: createAgentActionsRepository(db),
    flags: withFlagsCache(createFlagsRepository(db), options.settingsCacheMs),
    insurerAvailability: createInsurerAvailabilityRepository(db, options.settingsCacheMs),
    jobs,
    bindRecords: createBindRecordsRepository(db, jobs),
    documents: createDocumentsRepository(db),
    policyDocuments: createPolicyDocumentsRecords(db),
    /** Documents made when the customer asks (modules/documents-on-request). */
    documentsOnRequest: createDocumentsOnRequestRepository(db),
    renewalViews: createRenewalViewsRepository(db),
    /** What the renewal cycle reads and writes (modules/renewals/renewal-offers-repository.ts). */
    renewalOffers: createRenewalOffersRepository(db),
    /** Renewal notices issued late, for operators (modules/renewals/renewal-notices-repository.ts). */
    renewalNotices: createRenewalNoticesRepository(db),
  };
}

export type PlatformRepositories = ReturnType<typeof platformRepositoriesOver>;

declare module './repository-types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged, not declared
  interface RepositoryMap extends PlatformRepositories {}
}
