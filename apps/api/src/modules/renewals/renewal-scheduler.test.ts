/** The day's renewal cycle is enqueued at start, once per day whatever the number of ticks. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { demoPolicies } from '../../demo/demo-policies.js';
import { jobs, policies, renewalOffers } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { calendarDayOf } from './renewal-scheduler.js';

let t: TestApp;
const demoHome = demoPolicies(new Date()).find((policy) => policy.policyType === 'HOME')!;

beforeAll(async () => {
  t = await createTestApp({ env: { RENEWAL_CYCLE_INTERVAL_MS: '60000' } });
}, 60_000);
afterAll(async () => t?.close());

describe('the renewal schedule', () => {
  it('enqueues the day’s cycle at start; the worker runs it and the demo home gets its offer', async () => {
    const key = `renewal-cycle:${calendarDayOf(new Date())}`;
    const [cycleJob] = await t.app.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.idempotencyKey, key));
    expect(cycleJob).toBeDefined();
    expect((await t.app.jobRunner.settled(cycleJob!.id, 20_000))?.status).toBe('done');
    const [offerJob] = await t.app.database.db
      .select()
      .from(jobs)
      .where(like(jobs.idempotencyKey, 'renewal-offer:%'));
    expect((await t.app.jobRunner.settled(offerJob!.id, 20_000))?.status).toBe('done');
    const offers = await t.app.database.db
      .select({ id: renewalOffers.id })
      .from(renewalOffers)
      .innerJoin(policies, eq(policies.id, renewalOffers.renewalOfPolicyId))
      .where(eq(policies.policyNumber, demoHome.policyNumber));
    expect(offers).toHaveLength(1);
  }, 60_000);

  it('takes another tick of the same day as the same job', async () => {
    const before = await t.app.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(like(jobs.idempotencyKey, 'renewal-cycle:%'));
    const date = calendarDayOf(new Date());
    const again = await t.app.repositories.jobs.enqueue({
      kind: 'renewal-cycle',
      payload: { date },
      idempotencyKey: `renewal-cycle:${date}`,
    });
    expect(before.map((row) => row.id)).toEqual([again.id]);
  });
});
