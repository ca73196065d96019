import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed.js';
import { MIGRATIONS_FOLDER } from './db/client.js';
import {
  emptyDatabase,
  startApiProcess,
  stopApiProcess,
  waitUntilReady,
  type ApiProcess,
} from './test/api-processes.js';

/**
 * Three API processes on one PostgreSQL and one Redis behave as one (issue 25, decision 0020):
 * they start together on an empty database, a sign-out on one is refused by the others at once,
 * and a rate limit holds across them. PostgreSQL only: the embedded database has one process.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.skipIf(!onPostgres)('three API processes on one database', () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  let processes: ApiProcess[] = [];

  beforeAll(async () => {
    database = await emptyDatabase();
    // Started at the same moment on an empty database: each would migrate and seed it.
    processes = await Promise.all(
      [1, 2, 3].map(() =>
        startApiProcess(database.url, {
          REDIS_URL,
          AUTH_RATE_LIMIT_MAX: '20',
          // The tests name the caller's address, so each run counts alone in the shared Redis.
          TRUST_PROXY: 'true',
        }),
      ),
    );
    await Promise.all(processes.map((api) => waitUntilReady(api, 90_000)));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map(stopApiProcess));
    await database?.drop();
  }, 60_000);

  it('all become ready, with each migration applied once and the demo data seeded once', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const migrations = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql'));
      const applied = await client.query<{ hash: string }>(
        'select hash from drizzle.__drizzle_migrations',
      );
      expect(applied.rows).toHaveLength(migrations.length);
      expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(migrations.length);
      const demo = await client.query('select id from users where email = $1', [
        DEMO_ACCOUNTS.customer.email,
      ]);
      expect(demo.rows).toHaveLength(1);
    } finally {
      await client.end();
    }
  });

  it('refuses an access token on every other process within a second of its sign-out', async () => {
    const [a, b, c] = processes as [ApiProcess, ApiProcess, ApiProcess];
    const signIn = await fetch(`${a.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.20.30.40' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.customer.email, password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const token = ((await signIn.json()) as { accessToken: string }).accessToken;
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const me = (api: ApiProcess) =>
      fetch(`${api.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    // B and C have just seen the sign-in live, and remember it.
    expect((await me(b)).status).toBe(200);
    expect((await me(c)).status).toBe(200);

    const signOut = await fetch(`${a.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, cookie },
    });
    expect(signOut.status).toBe(204);
    const signedOutAt = Date.now();
    for (const other of [b, c]) {
      let status = (await me(other)).status;
      while (status !== 401 && Date.now() - signedOutAt < 1_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = (await me(other)).status;
      }
      expect(status).toBe(401);
    }
    // Told at once, not when the others' second of memory runs out.
    expect(Date.now() - signedOutAt).toBeLessThan(250);
  });

  it('refuses the 21st sign-in of a minute from one address on whichever process it lands', async () => {
    const address = `10.${Math.floor(Math.random() * 250)}.${Date.now() % 250}.9`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await fetch(`${processes[attempt % 3]!.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email: 'nobody@example.ie', password: 'Wrong-Password-1!' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status !== 429 && status < 500)).toBe(true);
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
  });

  it('stops on SIGTERM with exit code 0, reporting not ready meanwhile, while the others serve', async () => {
    const stopping = processes[2]!;
    stopping.child.kill('SIGTERM');
    expect(await stopping.exited).toBe(0);
    for (const api of processes.slice(0, 2)) {
      expect((await fetch(`${api.url}/api/ready`)).status).toBe(200);
    }
  });
});
