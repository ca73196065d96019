import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { OutgoingMessage } from '../adapters/messages/messages-port.js';
import type { JobRow, JobsRepository } from './jobs-repository.js';
import type { WorkerLock } from './worker-lock.js';

/** What a job's work came to: done, or a failure that is final (the customer is told). */
export type JobOutcome = { outcome: 'done' } | { outcome: 'failed'; error: string };

export interface JobHandler {
  /** Must be safe to run again after a crash part-way: every step idempotent. */
  run(job: JobRow): Promise<JobOutcome>;
  /** After the last attempt threw: undo what can be undone; returns the failure to record. */
  giveUp?(job: JobRow, error: unknown): Promise<string>;
  /**
   * The job pays a customer money they are owed (a refund, a payout): when it fails for good,
   * the operators are alerted in the transaction that records the failure, so a person pays it.
   * `references`: the payload's fields the alert may name (identifiers, never a card token).
   */
  paysWhatIsOwed?: { references: readonly string[] };
}

export interface JobRunnerOptions {
  jobs: JobsRepository;
  /** The handlers known at once; more are added with handle() as the services are built. */
  handlers?: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for work. */
  pollMs: number;
  /**
   * A running job untouched for this long is taken back even from a worker that seems alive (one
   * stuck, or whose lost machine the database has not noticed yet).
   */
  leaseMs: number;
  /**
   * The embedded database has one process by construction (its data folder is locked), so every
   * job still marked running at start was cut off by a crash and is released at once.
   */
  releaseAllAtStart: boolean;
  /**
   * On PostgreSQL, the lock this worker holds while its process lives (held before it takes any
   * job, in the worker or in a request). The jobs of workers that hold none are taken back at
   * start and every `goneSweepMs`, so work cut off by a crash resumes within seconds.
   */
  workerLock?: (workerId: string) => WorkerLock;
  /** How often a worker looks for jobs of workers that are gone (2 s by default). */
  goneSweepMs?: number;
  /** The pause before attempt n + 1. */
  retryDelayMs?: (attempt: number) => number;
  /** The message that alerts the operators of a job paying what is owed that failed for good. */
  operatorAlert?: (job: JobRow, failure: string, handler: JobHandler) => OutgoingMessage;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createJobRunner(options: JobRunnerOptions) {
  const { jobs, log } = options;
  const handlers: Record<string, JobHandler> = { ...options.handlers };
  const workerId = `worker-${randomUUID()}`;
  const retryDelayMs = options.retryDelayMs ?? ((attempt) => 500 * 2 ** (attempt - 1));
  const workerLock = options.workerLock?.(workerId);
  const goneSweepMs = options.goneSweepMs ?? 2000;
  let running = false;
  let stopped = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let lastSweep = 0;
  let lastGoneSweep = 0;
  /** Jobs run in requests, which stopping waits for before the lock goes. */
  const inRequests = new Set<Promise<void>>();
  /**
   * Jobs this worker took whose outcome could not be written (the database went away mid-job):
   * still marked running under this live worker's name, no sweep would free them before the
   * lease, so the worker puts them back in the queue itself once the database answers again.
   */
  const stranded = new Set<number>();

  async function execute(job: JobRow): Promise<void> {
    try {
      await runAndRecord(job);
    } catch (error) {
      stranded.add(job.id);
      throw error;
    }
  }

  async function requeueStranded(): Promise<void> {
    for (const id of stranded) {
      await jobs.retryLater(
        id,
        'The job was cut off before its outcome was recorded.',
        0,
        workerId,
      );
      stranded.delete(id);
      log.warn({ jobId: id }, 'job cut off by a lost database connection is back in the queue');
    }
  }

  /** Ends the job as failed, alerting the operators when it was to pay what a customer is owed. */
  async function failForGood(job: JobRow, handler: JobHandler, failure: string): Promise<void> {
    const alert =
      handler.paysWhatIsOwed && options.operatorAlert
        ? options.operatorAlert(job, failure, handler)
        : undefined;
    await jobs.fail(job.id, failure, alert);
    if (alert) log.error({ jobId: job.id, kind: job.kind }, 'operators alerted: money still owed');
  }

  async function runAndRecord(job: JobRow): Promise<void> {
    const handler = handlers[job.kind];
    if (!handler) {
      await jobs.fail(job.id, `No handler for jobs of kind ${job.kind}`);
      return;
    }
    try {
      const result = await handler.run(job);
      if (result.outcome === 'done') await jobs.complete(job.id);
      else await failForGood(job, handler, result.error);
    } catch (error) {
      if (job.attempts < job.maxAttempts) {
        log.warn(
          { jobId: job.id, kind: job.kind, attempt: job.attempts, err: error },
          'job will be retried',
        );
        await jobs.retryLater(job.id, errorText(error), retryDelayMs(job.attempts));
        wake();
        return;
      }
      log.error({ jobId: job.id, kind: job.kind, err: error }, 'job failed for good');
      try {
        const failure = handler.giveUp ? await handler.giveUp(job, error) : errorText(error);
        await failForGood(job, handler, failure);
      } catch (undoError) {
        // Undoing failed too (a refund call, say): the job stays in the queue and giving up is
        // tried again, since every undo step is idempotent.
        log.error({ jobId: job.id, kind: job.kind, err: undoError }, 'job could not give up yet');
        await jobs.retryLater(job.id, errorText(undoError), retryDelayMs(job.attempts));
      }
    }
  }

  function wake(): void {
    wakeUp?.();
  }

  async function sweepAbandoned(): Promise<void> {
    const now = Date.now();
    if (now - lastSweep < options.leaseMs) return;
    lastSweep = now;
    const released = await jobs.releaseAbandoned(new Date(now - options.leaseMs));
    if (released > 0) log.warn({ released }, 'released jobs abandoned by a stopped worker');
  }

  async function sweepGoneWorkers(): Promise<void> {
    if (!workerLock?.judging()) return;
    const now = Date.now();
    if (now - lastGoneSweep < goneSweepMs) return;
    lastGoneSweep = now;
    const released = await jobs.releaseOfGoneWorkers();
    if (released > 0) log.warn({ released }, 'released jobs of workers that have stopped');
  }

  async function work(): Promise<void> {
    while (running) {
      try {
        await workerLock?.hold();
        await requeueStranded();
        await sweepGoneWorkers();
        await sweepAbandoned();
        const job = await jobs.claim(workerId);
        if (job) {
          await execute(job);
          continue;
        }
      } catch (error) {
        if (!running) return;
        log.error({ err: error }, 'job worker could not take work');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = undefined;
    }
  }

  return {
    workerId,

    async start(): Promise<void> {
      if (running) return;
      stopped = false;
      if (options.releaseAllAtStart) {
        const released = await jobs.releaseAbandoned(new Date(Date.now() + 1000));
        if (released > 0) log.warn({ released }, 'resumed jobs interrupted by the last stop');
      }
      running = true;
      loop = work();
    },

    async stop(): Promise<void> {
      running = false;
      stopped = true;
      wake();
      await loop;
      await Promise.allSettled(inRequests);
      await workerLock?.release();
    },

    /** Something was enqueued: look now rather than at the next poll. */
    wake,

    /**
     * Why an operator may not put a failed job of `kind` back in the queue, or null when they may:
     * only a job that pays what is owed and undid nothing as it failed runs again safely. Other
     * work is not the operators' to retry (`pays-nothing`); a job that gave up, such as a claim's
     * payout marked failed or a bind refunded, would not do its work again, or would do it over
     * what was undone (`undone`).
     */
    retryRefusal(kind: string): 'pays-nothing' | 'undone' | null {
      const handler = handlers[kind];
      if (!handler?.paysWhatIsOwed) return 'pays-nothing';
      return handler.giveUp ? 'undone' : null;
    },

    /** Who runs jobs of this kind; the services that enqueue them are built after the runner. */
    handle(kind: string, handler: JobHandler): void {
      handlers[kind] = handler;
    },

    /** Runs the named job in this request if nobody has taken it yet. */
    async runNow(jobId: number): Promise<void> {
      if (stopped) return;
      const inRequest = (async () => {
        if (workerLock) {
          try {
            await workerLock.hold();
          } catch (error) {
            // Without the lock another worker would take the job back at once: it is theirs.
            log.warn({ err: error, jobId }, 'job left to the workers: the worker lock is not held');
            return;
          }
        }
        const job = await jobs.claim(workerId, jobId);
        if (job) await execute(job);
      })();
      inRequests.add(inRequest);
      try {
        await inRequest;
      } finally {
        inRequests.delete(inRequest);
      }
    },

    /** The job once it is done or failed, or as it stands when the time is up. */
    async settled(jobId: number, timeoutMs: number): Promise<JobRow | undefined> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const job = await jobs.findById(jobId);
        if (!job || job.status === 'done' || job.status === 'failed' || Date.now() >= deadline) {
          return job;
        }
        await sleep(50);
      }
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
