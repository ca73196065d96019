import type { FastifyInstance } from 'fastify';

/** A job that is enqueued once a calendar day, whatever the number of processes. */
export interface DailyJob {
  kind: string;
  /** How often each process asks (0 or less: never). */
  intervalMs: number;
  /** The calendar day (YYYY-MM-DD) an instant falls on, by the job's own calendar. */
  dayOf: (instant: Date) => string;
  /** The job's idempotency key for a day: the same day is the same job. */
  keyOf: (date: string) => string;
  /** What the warning says could not be enqueued. */
  what: string;
}

/**
 * Every process enqueues the day's job at start and every `intervalMs`. The job's key is the day,
 * so however many processes tick, the day's job is one, taken once by whichever worker claims it
 * (the jobs table, FOR UPDATE SKIP LOCKED; a dead worker's job is taken back through its lock).
 */
export function registerDailyJob(app: FastifyInstance, job: DailyJob): void {
  if (job.intervalMs <= 0) return;
  const log = app.log.child({ job: job.kind });

  const tick = async () => {
    const date = job.dayOf(app.clock());
    try {
      await app.repositories.jobs.enqueue({
        kind: job.kind,
        payload: { date },
        idempotencyKey: job.keyOf(date),
        maxAttempts: 3,
      });
      app.jobRunner.wake();
    } catch (error) {
      log.warn({ err: error, date }, `${job.what} could not be enqueued`);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await tick();
    timer = setInterval(() => void tick(), job.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
