import type { FastifyInstance } from 'fastify';
import { calendarDateOf, formatIsoDate } from '@wallet/domain';
import { RENEWAL_CYCLE_JOB, renewalCycleJobKey } from './renewal-cycle.js';

/** The server's calendar day (Europe/Dublin in production), YYYY-MM-DD. */
export const calendarDayOf = (instant: Date) => formatIsoDate(calendarDateOf(instant));

/**
 * Every process enqueues the day's renewal cycle at start and every RENEWAL_CYCLE_INTERVAL_MS
 * (0: never). The job's key is the day, so however many processes tick, the cycle is taken once
 * a day (the jobs table, FOR UPDATE SKIP LOCKED), by whichever worker claims it.
 */
export function registerRenewalSchedule(app: FastifyInstance): void {
  const intervalMs = app.config.renewalCycleIntervalMs;
  if (intervalMs <= 0) return;
  const log = app.log.child({ job: RENEWAL_CYCLE_JOB });

  const tick = async () => {
    const date = calendarDayOf(app.clock());
    try {
      await app.repositories.jobs.enqueue({
        kind: RENEWAL_CYCLE_JOB,
        payload: { date },
        idempotencyKey: renewalCycleJobKey(date),
        maxAttempts: 3,
      });
      app.jobRunner.wake();
    } catch (error) {
      log.warn({ err: error, date }, 'the renewal cycle could not be enqueued');
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
