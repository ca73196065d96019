/** The day's direct-debit collections run by themselves, once a day, whatever the runners. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray, like } from 'drizzle-orm';
import { calendarDateOf, formatIsoDate, paymentScheduleSchema, parseIsoDate } from '@wallet/domain';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { openDatabase } from '../../db/client.js';
import type { policies } from '../../db/schema.js';
import { directDebitCollections, jobs, payments, sandboxDirectDebits } from '../../db/schema.js';
import { buildApp } from '../../app.js';
import { buyHomePolicy } from '../../test/checkout-fixtures.js';
import { createTestApp, createTestClock, signIn, type TestApp } from '../../test/test-app.js';
import {
  DEBIT_COLLECTION_JOB,
  POLICY_DEBIT_COLLECTION_JOB,
  debitCollectionJobKey,
  irishDayOf,
  policyDebitCollectionJobKey,
} from './debit-collection-schedule.js';

const clock = createTestClock();
let t: TestApp;
let buyer: Awaited<ReturnType<typeof signIn>>;
const db = () => t.app.database.db;
type PolicyRow = typeof policies.$inferSelect;

beforeAll(async () => {
  t = await createTestApp({ env: { DIRECT_DEBIT_RUN_INTERVAL_MS: '100' }, clock: clock.now });
  buyer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
}, 60_000);
afterAll(async () => t?.close());

/** A home policy bought 100 days ago, its debits on the start's day: two of them have fallen. */
async function policyWithFallenDebits(): Promise<{ policy: PolicyRow; fallen: string[] }> {
  const policy = await buyHomePolicy(t.app, buyer.headers, 'direct debit', { daysAgo: 100 });
  await db()
    .update(payments)
    .set({ collectionDay: parseIsoDate(policy.startDate)!.day })
    .where(eq(payments.quoteId, policy.quoteId!));
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/policies/${encodeURIComponent(policy.policyId)}/payment-schedule`,
    headers: buyer.headers,
  });
  const { debits } = paymentScheduleSchema.parse(response.json());
  const fallen = debits
    .filter((debit) => debit.date <= irishDayOf(clock.now()))
    .map((debit) => debit.date);
  expect(fallen.length).toBeGreaterThanOrEqual(2);
  return { policy, fallen };
}

const collectionsOf = (policy: PolicyRow) =>
  db().select().from(directDebitCollections).where(eq(directDebitCollections.policyId, policy.id));

async function settledJobOf(date: string, key = debitCollectionJobKey(date)) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [job] = await db().select().from(jobs).where(eq(jobs.idempotencyKey, key));
    if (job) return t.app.jobRunner.settled(job.id, 20_000);
    if (Date.now() > deadline) throw new Error(`no job ${key}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the day’s direct-debit collections', () => {
  it('names the day in Ireland, whatever the server’s time zone', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in Dublin (summer time); in winter they agree.
    expect(irishDayOf(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(irishDayOf(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(irishDayOf(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01-01');
  });

  it('counts the same days as the schedules, which the server works out in Irish time', async () => {
    // A host in UTC, as servers often are, until the server's first import sets the zone. The
    // module is loaded afresh, as at the server's start (the workers keep modules between files),
    // and the zone is put back for the files after this one.
    const zoneBefore = process.env.TZ;
    try {
      process.env.TZ = 'UTC';
      vi.resetModules();
      await import('../../lib/irish-time-zone.js');
      expect(process.env.TZ).toBe('Europe/Dublin');
      for (const instant of [
        '2026-06-30T23:30:00Z',
        '2026-10-25T00:30:00Z',
        '2026-12-31T23:30:00Z',
      ]) {
        const at = new Date(instant);
        expect(formatIsoDate(calendarDateOf(at)), instant).toBe(irishDayOf(at));
      }
    } finally {
      if (zoneBefore === undefined) delete process.env.TZ;
      else process.env.TZ = zoneBefore;
    }
  });

  it('runs at start and then once each new day, collecting the debits that have fallen', async () => {
    const today = irishDayOf(clock.now());
    expect((await settledJobOf(today))?.status).toBe('done');
    // Bought after the day's run: its fallen debits wait for the next day's.
    const { policy, fallen } = await policyWithFallenDebits();
    expect(await collectionsOf(policy)).toHaveLength(0);

    clock.advanceMinutes(24 * 60);
    const tomorrow = irishDayOf(clock.now());
    const run = await settledJobOf(tomorrow);
    expect(run?.status, run?.lastError ?? '').toBe('done');
    // The day's job handed the policy to a job of its own, which collected it.
    const own = await settledJobOf(
      tomorrow,
      policyDebitCollectionJobKey(policy.policyId, tomorrow),
    );
    expect(own?.status, own?.lastError ?? '').toBe('done');
    const rows = await collectionsOf(policy);
    expect(rows.map((row) => row.dueDate).sort()).toEqual(fallen);
    expect(rows.every((row) => row.status === 'collected')).toBe(true);

    // However many ticks since, each day is one job.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const runs = await db()
      .select({ key: jobs.idempotencyKey })
      .from(jobs)
      .where(like(jobs.idempotencyKey, `${DEBIT_COLLECTION_JOB}:%`));
    expect(runs.map((row) => row.key).sort()).toEqual(
      [debitCollectionJobKey(today), debitCollectionJobKey(tomorrow)].sort(),
    );
  }, 60_000);

  it('collects a debit once when two runners run the same day together', async () => {
    // Back to today, whose run is done: quotes are priced for it again.
    clock.advanceMinutes(-24 * 60);
    const { policy, fallen } = await policyWithFallenDebits();
    const day = irishDayOf(clock.now());
    // A second runner: on PostgreSQL another server on the same database, as a second process
    // would be; on the embedded database (one process by construction) the same server twice.
    const second = t.databaseUrl
      ? await buildApp(
          { ...t.config, directDebitRunIntervalMs: 0, jobWorker: false },
          {
            database: await openDatabase({ kind: 'postgres', url: t.databaseUrl, poolSize: 4 }),
            fileStore: t.app.fileStore,
          },
        )
      : t.app;
    try {
      const job = {
        id: 'direct-run',
        kind: DEBIT_COLLECTION_JOB,
        payload: { date: day },
      } as never;
      const runs = await Promise.all([
        t.app.services.jobHandlers[DEBIT_COLLECTION_JOB]!.run(job),
        second.services.jobHandlers[DEBIT_COLLECTION_JOB]!.run(job),
        t.app.services.debitPayments.collectDue(day),
        second.services.debitPayments.collectDue(day),
      ]);
      expect(runs.slice(0, 2)).toEqual([{ outcome: 'done' }, { outcome: 'done' }]);
      const rows = await collectionsOf(policy);
      expect(rows.map((row) => row.dueDate).sort()).toEqual(fallen);
      const booked = await db()
        .select()
        .from(sandboxDirectDebits)
        .where(
          inArray(
            sandboxDirectDebits.collectionKey,
            fallen.map((date) => `direct-debit:${policy.id}:${date}`),
          ),
        );
      expect(booked).toHaveLength(fallen.length);
      // And the day's job, enqueued by both, is one.
      const [a, b] = await Promise.all([
        t.app.repositories.jobs.enqueue({
          kind: DEBIT_COLLECTION_JOB,
          payload: { date: day },
          idempotencyKey: debitCollectionJobKey(day),
        }),
        second.repositories.jobs.enqueue({
          kind: DEBIT_COLLECTION_JOB,
          payload: { date: day },
          idempotencyKey: debitCollectionJobKey(day),
        }),
      ]);
      expect(a.id).toBe(b.id);
      expect(
        await db()
          .select({ id: jobs.id })
          .from(jobs)
          .where(
            and(
              eq(jobs.kind, DEBIT_COLLECTION_JOB),
              eq(jobs.idempotencyKey, debitCollectionJobKey(day)),
            ),
          ),
      ).toHaveLength(1);
    } finally {
      if (second !== t.app) await second.close();
    }
  }, 60_000);

  it('hands each of many policies to a job of its own, collected once, the day’s job done at once', async () => {
    const bought = [];
    for (let index = 0; index < 8; index += 1) bought.push(await policyWithFallenDebits());
    // Two days on: a day no run has taken yet.
    clock.advanceMinutes(2 * 24 * 60);
    const day = irishDayOf(clock.now());
    const run = await settledJobOf(day);
    expect(run?.status, run?.lastError ?? '').toBe('done');
    // One pick-up: it only names the policies, however slow the bank, so no lease runs out.
    expect(run?.attempts).toBe(1);
    for (const { policy, fallen } of bought) {
      const own = await settledJobOf(day, policyDebitCollectionJobKey(policy.policyId, day));
      expect(own?.status, own?.lastError ?? '').toBe('done');
      expect(own?.kind).toBe(POLICY_DEBIT_COLLECTION_JOB);
      const rows = await collectionsOf(policy);
      expect(rows.map((row) => row.dueDate).sort()).toEqual(fallen);
      const booked = await db()
        .select()
        .from(sandboxDirectDebits)
        .where(
          inArray(
            sandboxDirectDebits.collectionKey,
            fallen.map((date) => `direct-debit:${policy.id}:${date}`),
          ),
        );
      expect(booked).toHaveLength(fallen.length);
    }
    // Run again (a retry, another worker), the day's job adds no second job for any policy.
    await t.app.services.jobHandlers[DEBIT_COLLECTION_JOB]!.run(run!);
    const perPolicy = await db()
      .select({ key: jobs.idempotencyKey })
      .from(jobs)
      .where(
        and(eq(jobs.kind, POLICY_DEBIT_COLLECTION_JOB), like(jobs.idempotencyKey, `%:${day}`)),
      );
    expect(new Set(perPolicy.map((row) => row.key)).size).toBe(perPolicy.length);
    for (const { policy } of bought) {
      expect(perPolicy.map((row) => row.key)).toContain(
        policyDebitCollectionJobKey(policy.policyId, day),
      );
    }
  }, 120_000);
});
