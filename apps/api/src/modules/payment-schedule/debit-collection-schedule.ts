import type { FastifyInstance } from 'fastify';
import { irishToday } from '@wallet/domain';
import type { JobHandler, JobRunner } from '../../jobs/job-runner.js';
import { registerDailyJob } from '../../jobs/daily-job-schedule.js';
import type { JobsRepository } from '../../jobs/jobs-repository.js';
import type { DebitPaymentsService } from './debit-payments-service.js';

/** The job that runs a day's direct-debit collections (issue 45, decision 0048). */
export const DEBIT_COLLECTION_JOB = 'direct-debit-collections';
/** The job that collects one policy's debits of a day, one per policy the day's job names. */
export const POLICY_DEBIT_COLLECTION_JOB = 'direct-debit-policy-collection';

/** One run per Irish calendar day across processes. */
export const debitCollectionJobKey = (date: string) => `${DEBIT_COLLECTION_JOB}:${date}`;
/** One collection of a policy per day across processes and runs of the day's job. */
export const policyDebitCollectionJobKey = (policyId: string, date: string) =>
  `direct-debit:${policyId}:${date}`;

/** Tries of a policy's collection (the bank not answering); the next day's run asks again. */
const POLICY_COLLECTION_ATTEMPTS = 3;

/**
 * The calendar day in Ireland at `instant`, YYYY-MM-DD, by the law's rule whatever the host's own
 * zone: the day a debit falls due is the customer's. The server runs in Irish time too
 * (lib/irish-time-zone.ts), so its schedules count the same days.
 */
export const irishDayOf = (instant: Date): string => irishToday(instant);

/**
 * The day's collections as a job: it names every policy paid by direct debit and enqueues one job
 * per policy (keyed by policy and day), so it is done in moments, well within the job runner's
 * lease, however many policies there are and however slow the bank. Run again (a retry, another
 * worker after a crash) it enqueues nothing new. Each policy's job asks the bank only for what has
 * no record, and the bank sandbox answers a collection key once; a policy the bank did not answer
 * for fails its own job, tried again for that policy alone.
 */
export function createDebitCollectionJob(deps: {
  debitPayments: Pick<DebitPaymentsService, 'directDebitPolicies'>;
  jobs: Pick<JobsRepository, 'enqueue'>;
  runner: Pick<JobRunner, 'wake'>;
}) {
  const handler: JobHandler = {
    async run(job) {
      const { date } = job.payload as { date: string };
      const policies = await deps.debitPayments.directDebitPolicies();
      for (const { ownerUserId, policyId } of policies) {
        await deps.jobs.enqueue({
          kind: POLICY_DEBIT_COLLECTION_JOB,
          payload: { ownerUserId, policyId, date },
          idempotencyKey: policyDebitCollectionJobKey(policyId, date),
          maxAttempts: POLICY_COLLECTION_ATTEMPTS,
        });
      }
      if (policies.length > 0) deps.runner.wake();
      return { outcome: 'done' };
    },
    async giveUp(job, error) {
      return `The collections of ${(job.payload as { date: string }).date} stopped: ${
        (error as Error).message
      }`;
    },
  };
  return handler;
}

/** One policy's collections of the day: what has no record yet, asked of the bank once each. */
export function createPolicyDebitCollectionJob(
  debitPayments: Pick<DebitPaymentsService, 'collectPolicy'>,
) {
  const handler: JobHandler = {
    async run(job) {
      const { ownerUserId, policyId, date } = job.payload as {
        ownerUserId: string;
        policyId: string;
        date: string;
      };
      await debitPayments.collectPolicy(ownerUserId, policyId, date);
      return { outcome: 'done' };
    },
    async giveUp(job, error) {
      const { policyId, date } = job.payload as { policyId: string; date: string };
      return `The collection of policy ${policyId} on ${date} stopped: ${(error as Error).message}`;
    },
  };
  return handler;
}

/**
 * Every process enqueues the day's collections (the Irish calendar day) at start and every
 * DIRECT_DEBIT_RUN_INTERVAL_MS (0: never; the operator's run still collects). The job's key is the
 * day, so however many processes tick, the day's run is one job, taken once by whichever worker
 * claims it (the jobs table, FOR UPDATE SKIP LOCKED; a dead worker's job is taken back through its
 * lock, jobs/worker-lock.ts); it fans out one job per policy, each keyed by policy and day. Were
 * two runs ever to overlap, a debit is still recorded once (the collections' unique index) and
 * asked of the bank once per key.
 */
export function registerDebitCollectionSchedule(app: FastifyInstance): void {
  registerDailyJob(app, {
    kind: DEBIT_COLLECTION_JOB,
    intervalMs: app.config.directDebitRunIntervalMs,
    dayOf: irishDayOf,
    keyOf: debitCollectionJobKey,
    what: 'the day’s direct-debit collections',
  });
}
