import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

/**
 * The first key of every job worker's advisory lock; the second is `hashtext(workerId)`, so the
 * lock of the worker named in a job's `locked_by` is found from the job alone
 * (JobsRepository.releaseOfGoneWorkers).
 */
export const WORKER_LOCK_CLASS = 860_301;

/**
 * How other processes on PostgreSQL tell that a job worker is alive: for as long as its process
 * lives it holds a session lock keyed by its id on a connection of its own. When the process stops
 * in any way (a crash, a kill, a lost machine once the database notices), the connection closes
 * and the lock goes with it, so the jobs it was running can be taken back at once.
 */
export interface WorkerLock {
  /** Takes the lock unless it is held; resolves once it is. */
  hold(): Promise<void>;
  /**
   * Whether this worker may take other workers' missing locks to mean they are gone: its own lock
   * is held, and was not just taken again after its connection dropped. A database restart drops
   * every worker's lock at once and each takes it again within seconds; until then none is judged.
   */
  judging(): boolean;
  /** Closes the connection, and the lock with it. */
  release(): Promise<void>;
}

export interface PostgresWorkerLockOptions {
  workerId: string;
  /** A new connection (not one of the pool's) to the database the jobs are in. */
  connect: () => pg.Client;
  log: FastifyBaseLogger;
  /** The pause before trying again to take a lock whose connection dropped. */
  retryMs?: number;
  /** How long a worker that took its lock again waits before judging others. */
  regainGraceMs?: number;
}

export function createPostgresWorkerLock(options: PostgresWorkerLockOptions): WorkerLock {
  const { workerId, log } = options;
  const retryMs = options.retryMs ?? 1000;
  const regainGraceMs = options.regainGraceMs ?? 10_000;
  let client: pg.Client | undefined;
  let taking: Promise<void> | undefined;
  let heldSince = 0;
  let lostSinceRelease = false;
  let regained = false;
  let released = true;
  let retryTimer: NodeJS.Timeout | undefined;

  function retakeLater(delayMs: number): void {
    if (released || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      lock.hold().catch((error: unknown) => {
        log.warn({ err: error, workerId }, 'the job worker could not take its lock again yet');
        retakeLater(retryMs);
      });
    }, delayMs);
    retryTimer.unref();
  }

  function dropped(connection: pg.Client, error?: Error): void {
    if (connection !== client) return;
    client = undefined;
    lostSinceRelease = true;
    connection.end().catch(() => undefined);
    if (released) return;
    log.warn({ err: error, workerId }, 'the job worker lost its lock connection');
    retakeLater(0);
  }

  async function connectAndLock(): Promise<pg.Client> {
    const connection = options.connect();
    connection.on('error', (error) => dropped(connection, error));
    connection.on('end', () => dropped(connection));
    try {
      await connection.connect();
      // The database notices a silent machine's lost connection within half a minute, not the
      // operating system's two hours; where a setting is refused, the job lease still applies.
      await connection
        .query(
          'set tcp_keepalives_idle = 10; set tcp_keepalives_interval = 5; set tcp_keepalives_count = 3',
        )
        .catch(() => undefined);
      await connection.query('select pg_advisory_lock_shared($1, hashtext($2))', [
        WORKER_LOCK_CLASS,
        workerId,
      ]);
      return connection;
    } catch (error) {
      await connection.end().catch(() => undefined);
      throw error;
    }
  }

  const lock: WorkerLock = {
    hold() {
      released = false;
      if (client) return Promise.resolve();
      taking ??= connectAndLock()
        .then(async (connection) => {
          if (released) {
            await connection.end().catch(() => undefined);
            return;
          }
          client = connection;
          heldSince = Date.now();
          regained = lostSinceRelease;
        })
        .finally(() => {
          taking = undefined;
        });
      return taking;
    },

    judging() {
      return client !== undefined && (!regained || Date.now() - heldSince >= regainGraceMs);
    },

    async release() {
      released = true;
      lostSinceRelease = false;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      await taking?.catch(() => undefined);
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => undefined);
    },
  };
  return lock;
}
