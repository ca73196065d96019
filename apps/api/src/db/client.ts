/**
 * One query layer over two drivers: PGlite (PostgreSQL in WebAssembly, in this process) by default,
 * node-postgres when DATABASE_URL is set. Both run the same Drizzle migrations.
 */
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** A PGlite database's files as a tarball; absent on PostgreSQL. */
  dump?: () => Promise<Blob>;
  migrate(): Promise<void>;
  /**
   * Runs `work` (the migrations and the first seed) while no other process starting on the same
   * database runs its own: several processes may start at once on an empty database, and each
   * would otherwise create the same types and tables and seed the same rows. On PostgreSQL a
   * session advisory lock; the embedded database has one process by construction.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** Throws when the database cannot answer a query. */
  ping(): Promise<void>;
  /**
   * Who is told of each connection the database server cut (PostgreSQL only): the server logs
   * it. Until someone listens, a process warning says so.
   */
  onConnectionLost(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

/**
 * Beside this module in the sources (src/db/migrations) and beside the bundle in dist
 * (dist/migrations, copied by build.mjs): import.meta.url is the file that runs in both cases.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock processes starting on one PostgreSQL database take in turn (any bigint). */
const STARTUP_LOCK_KEY = 7_263_913_001;

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  /** In memory; optionally started from a dump of an already migrated database (tests). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** Closing twice is harmless: the server closes its database on shutdown whoever closed it first. */
function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/**
 * A pool of node-postgres connections that outlives any of them. A connection the database ends (a
 * restart, a failover, an administrator, a network reset, a timeout) is reported as an 'error'
 * event on its client, which ends the whole process if nobody listens; the pool itself listens
 * only while a client is idle. So every client gets a listener of its own for its whole life, one
 * taken out for a transaction too: the query under way fails (its request answers 503), and the
 * client goes back to the pool at once, which drops it and opens a new one for the next query.
 * Giving it back cannot wait for its holder: Drizzle sends a transaction's `begin` before the
 * code that releases the client, so a connection cut on `begin` would hold its place in the
 * pool for good, and a few of them would leave no place at all. The holder's own release, if it
 * comes, then does nothing.
 */
function openPool(url: string, max: number, lost: (error: Error) => void): pg.Pool {
  // A database that stops answering (a network that drops packets, a server that hangs) fails a
  // request waiting for a connection after a few seconds, as a 503 to retry, instead of holding
  // it, and the readiness probe, for as long as the operating system keeps the socket.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  const takenOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => takenOut.add(client));
  pool.on('release', (_error, client) => takenOut.delete(client));
  pool.on('connect', (client) => {
    let cut = false;
    client.on('error', (error) => {
      // A cut connection may report itself twice (the server's notice, then the closed socket).
      if (cut) return;
      cut = true;
      lost(error);
      if (takenOut.has(client)) {
        const release = client.release;
        client.release = () => {};
        release(error);
      }
    });
  });
  // The pool's own report of an idle client's loss, already told by the client's listener.
  pool.on('error', () => {});
  return pool;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    let connectionLost = (error: Error & { code?: string }) =>
      process.emitWarning(`A database connection was cut (${error.code ?? error.message})`);
    const pool = openPool(target.url, target.poolSize ?? 10, (error) => connectionLost(error));
    const db = drizzlePostgres({ client: pool, schema });
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      withStartupLock: async (work) => {
        // A connection of its own, held for the lock's whole life: an advisory lock belongs to
        // the session that took it.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      onConnectionLost: (listener) => {
        connectionLost = listener;
      },
      close: closeOnce(() => pool.end()),
    };
  }

  if (target.kind === 'pglite') mkdirSync(target.dataDir, { recursive: true });
  const client =
    target.kind === 'pglite'
      ? await PGlite.create(target.dataDir)
      : await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    dump: () => client.dumpDataDir('none'),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    withStartupLock: (work) => work(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // In this process: there is no connection to lose.
    onConnectionLost: () => {},
    close: closeOnce(() => client.close()),
  };
}

/**
 * The database's own codes for a session it ended or would not start: an administrator or a
 * shutdown (57P01), a crash of another backend (57P02), a server starting up or shutting down
 * (57P03), an idle-in-transaction or idle-session timeout (25P03, 57P05), and the connection
 * exceptions (08xxx). With the network's own failures, they are the database out of reach.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '57P05',
  '25P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** What node-postgres says of a connection cut under it, or of a client left unusable by one. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
];

/**
 * Whether an error (a failed query's, however wrapped: Drizzle puts the driver's error in
 * `cause`) comes of the database being out of reach rather than of the request: worth trying
 * again in a moment, once the pool has opened a new connection or the database is back.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (UNAVAILABLE_MESSAGES.includes(error.message)) return true;
  // Connecting to a name with several addresses fails with each address's error.
  if (
    error instanceof AggregateError &&
    error.errors.some((each) => isDatabaseUnavailable(each, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

export function databaseTargetOf(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: pgliteFolder(config.dataDir) };
}

export function pgliteFolder(dataDir: string): string {
  return `${dataDir.replace(/\/$/, '')}/pglite`;
}
