import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs as jobsTable } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createJobRunner, type JobHandler } from './job-runner.js';
import { WORKER_LOCK_CLASS, createPostgresWorkerLock } from './worker-lock.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const LEASE_MS = 60_000;

let t: TestApp;
let keys = 0;

beforeAll(async () => {
  // Requests only: each test starts the workers it needs.
  t = await createTestApp({
    seed: false,
    env: { JOB_WORKER: 'false', JOB_LEASE_MS: String(LEASE_MS) },
  });
});

afterAll(async () => {
  await t.close();
});

/** Jobs that are done at once, each noting which worker ran it. */
function recordingHandler(ranBy: Map<number, string>, name: string): JobHandler {
  return {
    async run(job) {
      ranBy.set(job.id, name);
      return { outcome: 'done' };
    },
  };
}

async function enqueue() {
  keys += 1;
  return t.repositories.jobs.enqueue({
    kind: 'drill',
    payload: {},
    idempotencyKey: `drill-${keys}`,
  });
}

async function job(id: number) {
  return t.repositories.jobs.findById(id);
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

const isDone = (id: number) => async () => (await job(id))?.status === 'done';

/** A worker lock on a connection of its own, named so a test can find and cut it. */
function lockOf(workerId: string) {
  return createPostgresWorkerLock({
    workerId,
    connect: () =>
      new pg.Client({ connectionString: t.databaseUrl, application_name: `lock of ${workerId}` }),
    log: t.app.log,
    retryMs: 100,
    regainGraceMs: 1000,
  });
}

/** A worker on PostgreSQL that looks for gone workers' jobs five times a second. */
function worker(name: string, ranBy: Map<number, string>) {
  return createJobRunner({
    jobs: t.repositories.jobs,
    handlers: { drill: recordingHandler(ranBy, name) },
    log: t.app.log,
    pollMs: 100,
    leaseMs: LEASE_MS,
    releaseAllAtStart: false,
    workerLock: lockOf,
    goneSweepMs: 200,
  });
}

/** The sessions that hold a worker's lock. */
async function lockHolders(workerId: string): Promise<number[]> {
  const result = (await t.app.database.db.execute(sql`
    select pid from pg_locks
     where locktype = 'advisory' and granted and classid = ${WORKER_LOCK_CLASS}::oid
       and objid = hashtext(${workerId})::oid and objsubid = 2`)) as unknown as {
    rows: { pid: number }[];
  };
  return result.rows.map((row) => row.pid);
}

describe('a job cut off by a crash', () => {
  it('is finished by the next worker that starts within seconds, not after the lease', async () => {
    const cutOff = await enqueue();
    // A process took the job and stopped without finishing it (on PostgreSQL its lock went with
    // its connection): the job is still marked running, taken a moment ago.
    const gone = onPostgres ? lockOf('worker-of-a-stopped-process') : undefined;
    await gone?.hold();
    expect(await t.repositories.jobs.claim('worker-of-a-stopped-process')).toMatchObject({
      id: cutOff.id,
      status: 'running',
    });
    await gone?.release();

    const ranBy = new Map<number, string>();
    t.app.jobRunner.handle('drill', recordingHandler(ranBy, 'the new process'));
    const started = Date.now();
    await t.app.jobRunner.start();
    try {
      await waitFor(isDone(cutOff.id), 5000);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(ranBy.get(cutOff.id)).toBe('the new process');
      expect(await job(cutOff.id)).toMatchObject({ status: 'done', attempts: 2 });
    } finally {
      await t.app.jobRunner.stop();
    }
  });
});

describe.skipIf(!onPostgres)('on PostgreSQL, a worker that is alive', () => {
  it('keeps its running job until the lease, and loses it within seconds once it is gone', async () => {
    const a = lockOf('worker-a');
    await a.hold();
    const stale = await enqueue();
    const fresh = await enqueue();
    await t.repositories.jobs.claim('worker-a', stale.id);
    await t.repositories.jobs.claim('worker-a', fresh.id);
    // Worker A seems stuck on one job: it has held it longer than the lease.
    await t.app.database.db
      .update(jobsTable)
      .set({ lockedAt: new Date(Date.now() - 2 * LEASE_MS) })
      .where(eq(jobsTable.id, stale.id));

    const ranBy = new Map<number, string>();
    const b = worker('b', ranBy);
    await b.start();
    try {
      // The lease still applies to a live worker.
      await waitFor(isDone(stale.id), 5000);
      expect(ranBy.get(stale.id)).toBe('b');
      // Several sweeps later, A's other job is still A's.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await job(fresh.id)).toMatchObject({ status: 'running', lockedBy: 'worker-a' });

      // A's process stops: B, already running, takes the job at its next sweep.
      await a.release();
      const waited = await waitFor(isDone(fresh.id), 5000);
      expect(waited).toBeLessThan(2000);
      expect(ranBy.get(fresh.id)).toBe('b');
    } finally {
      await b.stop();
      await a.release();
    }
  });

  it('holds its lock while it runs a job in a request, without a worker loop', async () => {
    let finish: () => void = () => undefined;
    const inRequest = createJobRunner({
      jobs: t.repositories.jobs,
      handlers: {
        drill: {
          run: () => new Promise((resolve) => (finish = () => resolve({ outcome: 'done' }))),
        },
      },
      log: t.app.log,
      pollMs: 100,
      leaseMs: LEASE_MS,
      releaseAllAtStart: false,
      workerLock: lockOf,
    });
    const ranBy = new Map<number, string>();
    const b = worker('b', ranBy);
    const queued = await enqueue();
    const request = inRequest.runNow(queued.id);
    try {
      await waitFor(async () => (await job(queued.id))?.status === 'running', 5000);
      await b.start();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await job(queued.id)).toMatchObject({
        status: 'running',
        lockedBy: inRequest.workerId,
      });
      finish();
      await request;
      expect(await job(queued.id)).toMatchObject({ status: 'done', attempts: 1 });
      expect(ranBy.has(queued.id)).toBe(false);
    } finally {
      finish();
      await b.stop();
      await inRequest.stop();
    }
    // Stopping gives the lock up.
    expect(await lockHolders(inRequest.workerId)).toEqual([]);
  });

  it('takes its lock again when its connection drops, and waits before judging others', async () => {
    const a = lockOf('worker-dropped');
    await a.hold();
    try {
      const [first] = await lockHolders('worker-dropped');
      expect(first).toBeDefined();
      expect(a.judging()).toBe(true);
      await t.app.database.db.execute(sql`select pg_terminate_backend(${first})`);
      await waitFor(async () => {
        const holders = await lockHolders('worker-dropped');
        return holders.length === 1 && holders[0] !== first;
      }, 3000);
      // After a database restart every worker takes its lock again: none is judged meanwhile.
      expect(a.judging()).toBe(false);
      await waitFor(async () => a.judging(), 3000);
    } finally {
      await a.release();
    }
    expect(await lockHolders('worker-dropped')).toEqual([]);
  });
});

describe('a job whose outcome could not be written', () => {
  it('goes back to the queue once the database answers again, long before the lease', async () => {
    const created = await enqueue();
    const repository = t.repositories.jobs;
    let runs = 0;
    let cuts = 0;
    // The database goes away mid-job: the job fails, and so does recording that it failed.
    const cutOnce: typeof repository = {
      ...repository,
      async retryLater(...args) {
        cuts += 1;
        if (cuts === 1) throw new Error('Connection terminated unexpectedly');
        return repository.retryLater(...args);
      },
    };
    const runner = createJobRunner({
      jobs: cutOnce,
      handlers: {
        drill: {
          async run() {
            runs += 1;
            if (runs === 1) throw new Error('Connection terminated unexpectedly');
            return { outcome: 'done' };
          },
        },
      },
      log: t.app.log,
      pollMs: 50,
      leaseMs: LEASE_MS,
      releaseAllAtStart: false,
      retryDelayMs: () => 0,
    });
    await runner.start();
    try {
      await waitFor(isDone(created.id), 5_000);
      expect(runs).toBe(2);
    } finally {
      await runner.stop();
    }
  });

  it('is left alone when another worker took it back meanwhile', async () => {
    const created = await enqueue();
    await t.app.database.db
      .update(jobsTable)
      .set({ status: 'done', lockedBy: null })
      .where(eq(jobsTable.id, created.id));
    await t.repositories.jobs.retryLater(created.id, 'cut off', 0, 'worker-that-lost-it');
    expect((await job(created.id))?.status).toBe('done');
  });
});
