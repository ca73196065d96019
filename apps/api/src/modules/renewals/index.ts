/** Renewals' public entry: the customer's calls, and the renewal cycle's jobs, runs, repository and schedule. */
import type { FastifyBaseLogger } from 'fastify';
import type { HomeInsurer } from '@wallet/domain';
import type { PolicyDocuments } from '../../adapters/documents/policy-documents-port.js';
import type { JobHandler, JobRunner } from '../../jobs/job-runner.js';
import type { JobsRepository } from '../../jobs/jobs-repository.js';
import type { Clock } from '../../lib/clock.js';
import type { CheckoutProducts, CheckoutService } from '../checkout/index.js';
import type { HomeDiscounts, HomeQuotesService } from '../home/index.js';
import {
  RENEWAL_CYCLE_JOB,
  RENEWAL_DUE_JOB,
  createRenewalCycle as createCycleOfDays,
} from './renewal-cycle.js';
import {
  RENEWAL_OFFER_JOB,
  createRenewalOfferJob,
  issueRenewalOffer,
  type RenewalOfferDeps,
  type RenewalOfferJobPayload,
} from './renewal-offer-job.js';
import type { RenewalOffersRepository } from './renewal-offers-repository.js';

export {
  createRenewalOffersRepository,
  type RenewalOffersRepository,
} from './renewal-offers-repository.js';
export { registerRenewalSchedule, calendarDayOf } from './renewal-scheduler.js';
export { renewalOperatorRoutes } from './renewal-operator-routes.js';
export { renewalDateOf, type RenewalCycleOutcome } from './renewal-cycle.js';
export { issueRenewalOffer, type RenewalOfferDeps } from './renewal-offer-job.js';
// The customer's side: the routes and service of the renewal calls.
export { renewalRoutes } from './renewal-routes.js';
export { createRenewalService, type RenewalService } from './renewal-service.js';

export interface RenewalCycleDeps {
  offers: RenewalOffersRepository;
  jobs: Pick<JobsRepository, 'enqueue' | 'findById' | 'findByKey'>;
  runner: Pick<JobRunner, 'runNow' | 'settled' | 'wake'>;
  homeQuotes: Pick<HomeQuotesService, 'rateWith'>;
  discounts: Pick<HomeDiscounts, 'ofQuote'>;
  /** The home insurers the platform rates with. */
  insurers: readonly HomeInsurer[];
  checkout: Pick<CheckoutService, 'bind'>;
  products: Pick<CheckoutProducts, 'of'>;
  documents: PolicyDocuments;
  /** The policyholder's policies with us: the bank products read again at renewal. */
  policies: RenewalOfferDeps['policies'];
  clock: Clock;
  /** RENEWAL_NOTICE_WORKING_DAYS */
  leadDays: number;
  publicOrigin: string;
  log: FastifyBaseLogger;
}

/** What the renewal cycle prices a policy a year on with: the renewing product's rating. */
export type RenewalPricingDeps = Pick<RenewalCycleDeps, 'homeQuotes' | 'discounts' | 'insurers'>;

/** The renewal cycle, built once in services.ts: its job handlers and the runs it offers. */
export function createRenewalCycle(deps: RenewalCycleDeps) {
  const offerDeps = {
    offers: deps.offers,
    homeQuotes: deps.homeQuotes,
    discounts: deps.discounts,
    insurers: deps.insurers,
    documents: deps.documents,
    policies: deps.policies,
    clock: deps.clock,
    leadDays: deps.leadDays,
    publicOrigin: deps.publicOrigin,
    log: deps.log,
  };
  const cycle = createCycleOfDays(deps);
  const jobHandlers: Record<string, JobHandler> = {
    [RENEWAL_CYCLE_JOB]: cycle.cycleJob,
    [RENEWAL_OFFER_JOB]: createRenewalOfferJob(offerDeps),
    [RENEWAL_DUE_JOB]: cycle.dueJob,
  };
  return {
    jobHandlers,
    /** Enqueues the cycle's jobs for a day (YYYY-MM-DD) without waiting for them. */
    enqueueCycle: cycle.enqueueFor,
    /** Runs the cycle for a day and waits for its jobs: what it issued, renewed and lapsed. */
    runCycle: cycle.runCycle,
    /** One policy's offer for one period, at once (no job). */
    issueOffer: (payload: RenewalOfferJobPayload) => issueRenewalOffer(offerDeps, payload),
  };
}

export type RenewalCycle = ReturnType<typeof createRenewalCycle>;
