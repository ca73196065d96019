import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { jobs, messageOutbox } from '../db/schema.js';
import type { OutgoingMessage } from '../adapters/messages/messages-port.js';
import { outboxRowOf } from '../adapters/messages/outbox-messages.js';
import { WORKER_LOCK_CLASS } from './worker-lock.js';

export type JobRow = typeof jobs.$inferSelect;

type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'execute'>;

/**
 * Durable work in the jobs table (docs/architecture.md, Jobs: work that survives a crash): taken
 * with FOR UPDATE SKIP LOCKED, so any number of API processes on one PostgreSQL share the queue and
 * a job runs in one of them; on the embedded database the same statements run on its single
 * connection.
 */
export function createJobsRepository(db: Database) {
  return {
    /** Enqueues once per idempotency key; the existing job is returned when there is one. */
    async enqueue(
      job: {
        kind: string;
        payload: Record<string, unknown>;
        idempotencyKey: string;
        maxAttempts?: number;
        /** Not before this time (now by default): work that is due later, such as a check. */
        runAt?: Date;
      },
      executor: Executor = db,
    ): Promise<JobRow> {
      const [inserted] = await executor
        .insert(jobs)
        .values({
          kind: job.kind,
          payload: job.payload,
          idempotencyKey: job.idempotencyKey,
          ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
          ...(job.runAt ? { runAt: job.runAt } : {}),
        })
        .onConflictDoNothing({ target: jobs.idempotencyKey })
        .returning();
      if (inserted) return inserted;
      const [existing] = await executor
        .select()
        .from(jobs)
        .where(eq(jobs.idempotencyKey, job.idempotencyKey));
      return existing!;
    },

    /** Ends a job that is still waiting as done: its work was settled by what wrote this. */
    async completePending(idempotencyKey: string, executor: Executor = db): Promise<void> {
      await executor
        .update(jobs)
        .set({ status: 'done', updatedAt: new Date() })
        .where(and(eq(jobs.idempotencyKey, idempotencyKey), eq(jobs.status, 'pending')));
    },

    async findByKey(idempotencyKey: string, executor: Executor = db): Promise<JobRow | undefined> {
      const [row] = await executor
        .select()
        .from(jobs)
        .where(eq(jobs.idempotencyKey, idempotencyKey));
      return row;
    },

    async findById(id: number): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row;
    },

    /** Takes the oldest ready job (or the one named) that no other worker holds. */
    async claim(workerId: string, onlyId?: number): Promise<JobRow | undefined> {
      const only = onlyId === undefined ? sql`` : sql`and id = ${onlyId}`;
      const result = await db.execute<Record<string, unknown>>(sql`
        update jobs
           set status = 'running', locked_at = now(), locked_by = ${workerId},
               attempts = attempts + 1, updated_at = now()
         where id = (
           select id from jobs
            where status = 'pending' and run_at <= now() ${only}
            order by id
            limit 1
            for update skip locked)
        returning id`);
      const rows = (result as unknown as { rows: { id: number | string }[] }).rows;
      const id = rows[0]?.id;
      return id === undefined ? undefined : this.findById(Number(id));
    },

    async complete(id: number): Promise<void> {
      await db
        .update(jobs)
        .set({
          status: 'done',
          lockedAt: null,
          lockedBy: null,
          lastError: null,
          updatedAt: new Date(),
        })
        .where(eq(jobs.id, id));
    },

    /**
     * Ends the job for good: its outcome is a failure the customer is told about. An alert, when
     * given, is written to the outbox in the same transaction.
     */
    async fail(id: number, error: string, alert?: OutgoingMessage): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(jobs)
          .set({
            status: 'failed',
            lockedAt: null,
            lockedBy: null,
            lastError: error,
            updatedAt: new Date(),
          })
          .where(eq(jobs.id, id));
        if (alert) await tx.insert(messageOutbox).values(outboxRowOf(alert, { keepCodes: false }));
      });
    },

    /** The jobs that failed for good, the latest first: what the operators must look at. */
    async failed(limit: number): Promise<JobRow[]> {
      return db
        .select()
        .from(jobs)
        .where(eq(jobs.status, 'failed'))
        .orderBy(desc(jobs.updatedAt), desc(jobs.id))
        .limit(limit);
    },

    /**
     * Puts a job that failed for good back in the queue with its attempts anew, once its cause is
     * fixed: every job's steps may run again. False when the job is not one that failed.
     */
    async retryFailed(id: number): Promise<boolean> {
      const [row] = await db
        .update(jobs)
        .set({
          status: 'pending',
          attempts: 0,
          runAt: new Date(),
          lockedAt: null,
          lockedBy: null,
          updatedAt: new Date(),
        })
        .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
        .returning({ id: jobs.id });
      return Boolean(row);
    },

    /**
     * Puts a job back to be tried again after a pause; with `heldBy`, only while that worker still
     * holds it running (nobody took it back and finished it meanwhile).
     */
    async retryLater(id: number, error: string, delayMs: number, heldBy?: string): Promise<void> {
      await db
        .update(jobs)
        .set({
          status: 'pending',
          lockedAt: null,
          lockedBy: null,
          lastError: error,
          runAt: new Date(Date.now() + delayMs),
          updatedAt: new Date(),
        })
        .where(
          heldBy === undefined
            ? eq(jobs.id, id)
            : and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.lockedBy, heldBy)),
        );
    },

    /**
     * Jobs left running by a process that stopped (a crash, a kill, a lost machine) go back to
     * the queue. `olderThan` spares jobs another live process may still hold.
     */
    async releaseAbandoned(olderThan: Date): Promise<number> {
      const released = await db
        .update(jobs)
        .set({ status: 'pending', lockedAt: null, lockedBy: null, updatedAt: new Date() })
        .where(and(eq(jobs.status, 'running'), lt(jobs.lockedAt, olderThan)))
        .returning({ id: jobs.id });
      return released.length;
    },

    /**
     * On PostgreSQL: jobs left running by a worker that holds no lock (WorkerLock), whose process
     * has stopped, go back to the queue. A job taken after this statement began is spared, its
     * worker's lock perhaps not yet seen.
     */
    async releaseOfGoneWorkers(): Promise<number> {
      const result = await db.execute<Record<string, unknown>>(sql`
        with held as materialized (
          select objid from pg_locks
           where locktype = 'advisory' and granted and objsubid = 2
             and classid = ${WORKER_LOCK_CLASS}::oid
             and database = (select oid from pg_database where datname = current_database()))
        update jobs
           set status = 'pending', locked_at = null, locked_by = null, updated_at = now()
         where status = 'running' and locked_by is not null and locked_at < now()
           and not exists (select 1 from held where held.objid = hashtext(jobs.locked_by)::oid)
        returning id`);
      return (result as unknown as { rows: unknown[] }).rows.length;
    },

    async countByStatus(statuses: JobRow['status'][]): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(inArray(jobs.status, statuses));
      return row?.count ?? 0;
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
