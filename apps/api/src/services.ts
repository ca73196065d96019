import type { CardPayments } from './adapters/card-payments/card-payments-port.js';
import type { BankTransfers } from './adapters/bank-transfers/bank-transfers-port.js';
import type { PolicyDocuments } from './adapters/documents/policy-documents-port.js';
import type { FileStore } from './adapters/file-store/file-store-port.js';
import { createDemoStaffDirectory } from './adapters/staff-directory/demo-staff-directory.js';
import { createDemoPortfolioRegister } from './adapters/portfolio-register/demo-portfolio-register.js';
import type { PortfolioRegister } from './adapters/portfolio-register/portfolio-register-port.js';
import type { StaffDirectory } from './adapters/staff-directory/staff-directory-port.js';
import type { AppConfig } from './config.js';
import type { JobHandler, JobRunner } from './jobs/job-runner.js';
import type { Clock } from './lib/clock.js';
import {
  createBindJob,
  createCheckoutProducts,
  createCheckoutService,
} from './modules/checkout/index.js';
import { createRenewalCycle, createRenewalService } from './modules/renewals/index.js';
import { createVehicleCatalogue } from './modules/vehicles/index.js';
import {
  POLICY_REFUND_JOB,
  createCancellationService,
  createPolicyRefundJob,
  type OpenClaims,
} from './modules/cancellations/index.js';
import {
  DEBIT_COLLECTION_JOB,
  POLICY_DEBIT_COLLECTION_JOB,
  createDebitCollectionJob,
  createDebitPaymentsService,
  createPolicyDebitCollectionJob,
  MISSED_DEBIT_REFUND_JOB,
  PAY_NOW_ATTEMPT_JOB,
  createMissedDebitRefundJob,
  createPayNowAttemptJob,
  createPaymentScheduleService,
} from './modules/payment-schedule/index.js';
import type { DirectDebits } from './adapters/direct-debits/direct-debits-port.js';
import {
  createMarketingChoicesService,
  createDataExportJob,
  DATA_EXPORT_JOB,
} from './modules/account/index.js';
import { createClaimsService } from './modules/claims/index.js';
import { createDocumentsOnRequestService } from './modules/documents-on-request/index.js';
import { createComplaintsService } from './modules/complaints/index.js';
import {
  CLAIM_PAYOUT_JOB,
  createClaimPayoutJob,
  createClaimsHandlingService,
} from './modules/claims-handling/index.js';
import {
  POLICY_CHANGE_REFUND_JOB,
  createPolicyChangeRefundJob,
  createPolicyChangeService,
} from './modules/policy-changes/index.js';
import type { FastifyBaseLogger } from 'fastify';
import { PRODUCT_MODULES, type ProductInsurers, type ProductServices } from './products.js';
import type { Repositories } from './repositories.js';

export interface ServiceDeps {
  clock: Clock;
  /** Each product's insurer adapters, by product type (products.ts). */
  insurers: ProductInsurers;
  insurerTimeoutMs: number;
  /** The configuration, where products read their own settings (products.ts). */
  config: AppConfig;
  cardPayments: CardPayments;
  /** The BankTransfers port: credit transfers to customers' accounts (claims' settlements). */
  bankTransfers: BankTransfers;
  /** The DirectDebits port: the debits collected from customers' accounts (issue 45). */
  directDebits: DirectDebits;
  policyDocuments: PolicyDocuments;
  /** Where claims' photos and documents are kept. */
  fileStore: FileStore;
  jobRunner: Pick<JobRunner, 'runNow' | 'settled' | 'wake'>;
  /** Where customers open the product (config PUBLIC_ORIGIN), for links in e-mails. */
  publicOrigin: string;
  /** The bank's staff directory; the local stand-in with the demo staff when not given. */
  staffDirectory?: StaffDirectory;
  /** The bank's register of policy-holder portfolios; the local stand-in when not given. */
  portfolioRegister?: PortfolioRegister;
  /** Renewals: the notice's lead time in working days (config RENEWAL_NOTICE_WORKING_DAYS). */
  renewalNoticeWorkingDays: number;
  /** Whether a policy has a claim in progress (the claims port); the claims on record when not given. */
  openClaims?: OpenClaims;
  /** Where the jobs' outcomes are logged (the server's logger). */
  log: FastifyBaseLogger;
}

/**
 * Every service, built once over the repositories and the adapters; attached to the server as
 * `app.services`. Route plugins take their service from here and never build one.
 */
export function createServices(repositories: Repositories, deps: ServiceDeps) {
  // The cars a quote may be for: the registration lookup, the manual search and the car quote.
  const vehicles = createVehicleCatalogue();

  const staffDirectory = deps.staffDirectory ?? createDemoStaffDirectory();

  // Each product's services, built by its module (products.ts), over the same repositories.
  const products = PRODUCT_MODULES.map((product) => ({
    facts: product.facts,
    ...product.services({
      repositories,
      insurers: deps.insurers,
      clock: deps.clock,
      insurerTimeoutMs: deps.insurerTimeoutMs,
      config: deps.config,
      staffDirectory,
      vehicles,
    }),
  }));
  const productServices = Object.assign(
    {},
    ...products.map((product) => product.services),
  ) as ProductServices;

  // The products sold through the checkout, by policy type.
  const checkoutProducts = createCheckoutProducts(
    products.map((product) => product.checkoutProduct),
  );

  // The renewal cycle prices with the rating of the product that renews online.
  const renewalPricing = products.find((product) => product.facts.renewsOnline)?.renewalPricing;
  if (!renewalPricing) throw new Error('No product renews online with a renewal pricing');

  const checkout = createCheckoutService({
    records: repositories.bindRecords,
    cardPayments: deps.cardPayments,
    jobs: repositories.jobs,
    runner: deps.jobRunner,
    clock: deps.clock,
  });

  // The customer's side of a renewal: the offer, auto-renewal, acceptance and the renewal bind.
  const renewals = createRenewalService({
    repositories,
    checkout,
    checkoutProducts,
    clock: deps.clock,
  });

  // The renewal cycle: offers issued ahead of the renewal date, then a renewal by itself or a
  // lapse on it (modules/renewals); it prices with the renewing product's rating and buys through
  // the checkout.
  const renewalCycle = createRenewalCycle({
    offers: repositories.renewalOffers,
    jobs: repositories.jobs,
    runner: deps.jobRunner,
    ...renewalPricing,
    checkout,
    products: checkoutProducts,
    documents: deps.policyDocuments,
    policies: repositories.policies,
    clock: deps.clock,
    leadDays: deps.renewalNoticeWorkingDays,
    publicOrigin: deps.publicOrigin,
    log: deps.log.child({ module: 'renewal-cycle' }),
  });

  // Withdrawal and cancellation: the figures, then leaving at them, and the card refund's job.
  const cancellations = createCancellationService({
    repository: repositories.cancellations,
    openClaims: deps.openClaims ?? repositories.openClaims,
    documents: deps.policyDocuments,
    jobs: repositories.jobs,
    runner: deps.jobRunner,
    clock: deps.clock,
  });

  // A policy's direct debits, as its plan and mid-term changes set them.
  const paymentSchedules = createPaymentScheduleService({
    repository: repositories.paymentSchedules,
    clock: deps.clock,
  });

  // Issue 45: the debits collected on their day, a missed one paid by card, a new bank account.
  const debitPayments = createDebitPaymentsService({
    repository: repositories.debitCollections,
    schedules: repositories.paymentSchedules,
    directDebits: deps.directDebits,
    cardPayments: deps.cardPayments,
    runner: deps.jobRunner,
    clock: deps.clock,
    publicOrigin: deps.publicOrigin,
  });

  // Your account: the customer's marketing choices.
  const marketingChoices = createMarketingChoicesService({
    repository: repositories.marketingChoices,
  });

  // Claims made online, on the customer's own policies.
  const claims = createClaimsService({
    repository: repositories.claims,
    // Each product reads its own terms (excesses) from the quote state its policy stood at.
    excessOf: (policyType, snapshot, kind) =>
      checkoutProducts.of(policyType).claimExcessCents?.(snapshot, kind),
    fileStore: deps.fileStore,
    clock: deps.clock,
    log: deps.log.child({ module: 'claims' }),
  });

  // The claims handler's queue and actions on those claims.
  const claimsHandling = createClaimsHandlingService({
    claims: repositories.claims,
    claimsService: claims,
    handling: repositories.claimsHandling,
    agentActions: repositories.agentActions,
    cardPayments: deps.cardPayments,
    runner: deps.jobRunner,
    policyCoverOf: (policyType, quoteRequest) =>
      PRODUCT_MODULES.find((product) => product.facts.policyType === policyType)?.policyCover(
        quoteRequest,
      ) ?? null,
    clock: deps.clock,
  });

  // Complaints: the customer's, acknowledged at once, and the staff's answers beside the claims.
  const complaints = createComplaintsService({
    repository: repositories.complaints,
    agentActions: repositories.agentActions,
    clock: deps.clock,
  });

  // Documents on demand: a replacement disc, a no-claims statement, a proof-of-cover letter.
  const documentsOnRequest = createDocumentsOnRequestService({
    repository: repositories.documentsOnRequest,
    checkoutProducts,
    documents: deps.policyDocuments,
    policyCoverOf: (policyType, quoteRequest) =>
      PRODUCT_MODULES.find((product) => product.facts.policyType === policyType)?.policyCover(
        quoteRequest,
      ) ?? null,
    clock: deps.clock,
  });

  // Mid-term changes: each product's pricing of a change, by policy type.
  const policyChanges = createPolicyChangeService({
    repository: repositories.policyChanges,
    products: new Map(
      products.flatMap((product) =>
        product.policyChanges ? [[product.facts.policyType, product.policyChanges] as const] : [],
      ),
    ),
    checkoutProducts,
    cardPayments: deps.cardPayments,
    documents: deps.policyDocuments,
    jobs: repositories.jobs,
    runner: deps.jobRunner,
    clock: deps.clock,
    publicOrigin: deps.publicOrigin,
  });

  /** The job kinds these services enqueue, with the handler of each. */
  const jobHandlers: Record<string, JobHandler> = {
    bind: createBindJob({
      products: checkoutProducts,
      records: repositories.bindRecords,
      cardPayments: deps.cardPayments,
      documents: deps.policyDocuments,
      clock: deps.clock,
      publicOrigin: deps.publicOrigin,
    }),
    ...renewalCycle.jobHandlers,
    [POLICY_CHANGE_REFUND_JOB]: createPolicyChangeRefundJob({
      repository: repositories.policyChanges,
      cardPayments: deps.cardPayments,
      bankTransfers: deps.bankTransfers,
    }),
    [CLAIM_PAYOUT_JOB]: createClaimPayoutJob({
      repository: repositories.claimsHandling,
      cardPayments: deps.cardPayments,
      bankTransfers: deps.bankTransfers,
      clock: deps.clock,
    }),
    [DATA_EXPORT_JOB]: createDataExportJob({
      repositories,
      clock: deps.clock,
      publicOrigin: deps.publicOrigin,
    }),
    [DEBIT_COLLECTION_JOB]: createDebitCollectionJob({
      debitPayments,
      jobs: repositories.jobs,
      runner: deps.jobRunner,
    }),
    [POLICY_DEBIT_COLLECTION_JOB]: createPolicyDebitCollectionJob(debitPayments),
    [MISSED_DEBIT_REFUND_JOB]: createMissedDebitRefundJob({ cardPayments: deps.cardPayments }),
    [PAY_NOW_ATTEMPT_JOB]: createPayNowAttemptJob({
      repository: repositories.debitCollections,
      cardPayments: deps.cardPayments,
      clock: deps.clock,
    }),
    [POLICY_REFUND_JOB]: createPolicyRefundJob({
      repository: repositories.cancellations,
      cardPayments: deps.cardPayments,
      bankTransfers: deps.bankTransfers,
      clock: deps.clock,
    }),
  };

  return {
    portfolioRegister: deps.portfolioRegister ?? createDemoPortfolioRegister(),
    ...productServices,
    vehicles,
    checkoutProducts,
    checkout,
    renewals,
    renewalCycle,
    cancellations,
    paymentSchedules,
    debitPayments,
    marketingChoices,
    claims,
    claimsHandling,
    complaints,
    policyChanges,
    documentsOnRequest,
    jobHandlers,
  };
}

export type Services = ReturnType<typeof createServices>;
