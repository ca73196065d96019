import type { FastifyInstance } from 'fastify';
import { calendarDateOf, formatIsoDate } from '@wallet/domain';
import { registerDailyJob } from '../../jobs/daily-job-schedule.js';
import { RENEWAL_CYCLE_JOB, renewalCycleJobKey } from './renewal-cycle.js';

/** The server's calendar day (Europe/Dublin in production), YYYY-MM-DD. */
export const calendarDayOf = (instant: Date) => formatIsoDate(calendarDateOf(instant));

/**
 * Every process enqueues the day's renewal cycle at start and every RENEWAL_CYCLE_INTERVAL_MS
 * (0: never); the cycle is taken once a day (jobs/daily-job-schedule.ts).
 */
export function registerRenewalSchedule(app: FastifyInstance): void {
  registerDailyJob(app, {
    kind: RENEWAL_CYCLE_JOB,
    intervalMs: app.config.renewalCycleIntervalMs,
    dayOf: calendarDayOf,
    keyOf: renewalCycleJobKey,
    what: 'the renewal cycle',
  });
}
