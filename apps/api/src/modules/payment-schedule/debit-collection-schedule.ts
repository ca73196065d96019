import type { FastifyInstance } from 'fastify';
import type { JobHandler } from '../../jobs/job-runner.js';
import type { DebitPaymentsService } from './debit-payments-service.js';

/** The job that runs a day's direct-debit collections (issue 45, decision 0048). */
export const DEBIT_COLLECTION_JOB = 'direct-debit-collections';

/** One run per Irish calendar day across processes. */
export const debitCollectionJobKey = (date: string) => `${DEBIT_COLLECTION_JOB}:${date}`;

const irishDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Dublin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar day in Ireland at `instant`, YYYY-MM-DD, whatever the server's own time zone: the
 * day a debit falls due is the customer's.
 */
export function irishDayOf(instant: Date): string {
  const part = (type: string) =>
    irishDay.formatToParts(instant).find((piece) => piece.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The day's collections as a job: every debit dated by the payload's day not yet asked of the
 * bank. Run again (a retry, another worker after a crash) it asks only for what has no record, and
 * the bank sandbox answers a collection key once. A policy that could not be collected (the bank
 * did not answer) makes the run fail and be tried again, for that policy's debits alone.
 */
export function createDebitCollectionJob(debitPayments: Pick<DebitPaymentsService, 'collectDue'>) {
  const handler: JobHandler = {
    async run(job) {
      const { date } = job.payload as { date: string };
      const outcome = await debitPayments.collectDue(date);
      if (outcome.failures.length > 0) {
        throw new Error(
          `Collections of ${outcome.failures.length} policies could not be made: ${outcome.failures
            .map((failure) => failure.policyId)
            .join(', ')}`,
        );
      }
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

/**
 * Every process enqueues the day's collections (the Irish calendar day) at start and every
 * DIRECT_DEBIT_RUN_INTERVAL_MS (0: never; the operator's run still collects). The job's key is the
 * day, so however many processes tick, the day's run is one job, taken once by whichever worker
 * claims it (the jobs table, FOR UPDATE SKIP LOCKED; a dead worker's job is taken back through its
 * lock, jobs/worker-lock.ts). Were two runs ever to overlap, a debit is still recorded once (the
 * collections' unique index) and asked of the bank once per key.
 */
export function registerDebitCollectionSchedule(app: FastifyInstance): void {
  const intervalMs = app.config.directDebitRunIntervalMs;
  if (intervalMs <= 0) return;
  const log = app.log.child({ job: DEBIT_COLLECTION_JOB });

  const tick = async () => {
    const date = irishDayOf(app.clock());
    try {
      await app.repositories.jobs.enqueue({
        kind: DEBIT_COLLECTION_JOB,
        payload: { date },
        idempotencyKey: debitCollectionJobKey(date),
        maxAttempts: 3,
      });
      app.jobRunner.wake();
    } catch (error) {
      log.warn({ err: error, date }, 'the day’s direct-debit collections could not be enqueued');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await tick();
    timer = setInterval(() => void tick(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
