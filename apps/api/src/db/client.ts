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
  /** Throws when the database cannot answer a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Beside this module in the sources (src/db/migrations) and beside the bundle in dist
 * (dist/migrations, copied by build.mjs): import.meta.url is the file that runs in both cases.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

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

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle pooled connection the database ends (a restart, a failover, an administrator) is
    // dropped from the pool and the next query opens a new one. node-postgres reports it as an
    // 'error' event, which would end the whole process if nobody listened.
    pool.on('error', (error) => {
      process.emitWarning(`A pooled database connection was closed: ${error.message}`);
    });
    const db = drizzlePostgres({ client: pool, schema });
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => {
        await db.execute(sql`select 1`);
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
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: closeOnce(() => client.close()),
  };
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
