import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';

const databaseUrl = process.env.DATABASE_URL;

type Handle = Awaited<ReturnType<typeof openDatabase>>;

async function backendPid(database: Handle): Promise<number> {
  const result = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
    rows: { pid: number }[];
  };
  return result.rows[0]!.pid;
}

describe.runIf(databaseUrl)('the PostgreSQL pool', () => {
  it('survives the database ending an idle connection, and opens a new one', async () => {
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl!, poolSize: 1 });
    try {
      const pid = await backendPid(database);
      const admin = await openDatabase({ kind: 'postgres', url: databaseUrl!, poolSize: 1 });
      try {
        await admin.db.execute(sql`select pg_terminate_backend(${pid})`);
      } finally {
        await admin.close();
      }
      // The pool hears of the ended connection before it is asked for another.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await backendPid(database)).not.toBe(pid);
    } finally {
      await database.close();
    }
  });
});
