import { readdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/demo-accounts.js';
import { MIGRATIONS_FOLDER } from './db/client.js';
import { authoriseCard, cardBind, priceHomeQuote } from './test/checkout-fixtures.js';
import { signIn } from './test/test-app.js';
import { authoriseTravelCard, priceTravelQuote, travelBind } from './test/travel-quote-fixtures.js';
import {
  emptyDatabase,
  overHttp,
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
/** Every process is configured alike, the origin customers open the product at among it. */
const PUBLIC_ORIGIN = 'http://127.0.0.1:3999';

async function query<Row extends pg.QueryResultRow>(url: string, text: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Waits until `check` holds, polling; answers whether it did within the time. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe.skipIf(!onPostgres)('three API processes on one database', () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  let processes: ApiProcess[] = [];
  let apps: FastifyInstance[] = [];

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
          PUBLIC_ORIGIN,
          // A job whose process died is taken up by another within seconds, not a minute.
          JOB_LEASE_MS: '3000',
        }),
      ),
    );
    await Promise.all(processes.map((api) => waitUntilReady(api, 90_000)));
    apps = processes.map((api) => overHttp(api, PUBLIC_ORIGIN));
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

  it('makes one policy and one charge of twenty binds of one quote spread over the three, releasing every other hold', async () => {
    const buyer = await signIn(apps[0]!, DEMO_ACCOUNTS.newCustomer.email);
    const home = await priceHomeQuote(apps[0]!, buyer.headers);
    const travel = await priceTravelQuote(apps[1]!, buyer.headers);
    const homeCards = await Promise.all(
      Array.from({ length: 20 }, (_, index) => authoriseCard(apps[index % 3]!, home.priceCents)),
    );
    const travelCards = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        authoriseTravelCard(apps[index % 3]!, travel.priceCents),
      ),
    );
    const answers = await Promise.all([
      ...homeCards.map((card, index) =>
        apps[index % 3]!.inject({
          method: 'POST',
          url: '/api/home/applied_home_quotes/bind',
          headers: buyer.headers,
          payload: cardBind(home, card.token),
        }),
      ),
      ...travelCards.map((card, index) =>
        apps[(index + 1) % 3]!.inject({
          method: 'POST',
          url: '/api/travel/travel_quotes/bind',
          headers: buyer.headers,
          payload: travelBind(travel, card.token),
        }),
      ),
    ]);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    for (const [reference, cards] of [
      [home.quoteReference, homeCards],
      [travel.quoteReference, travelCards],
    ] as const) {
      const tokens = cards.map((card) => card.token);
      const holdsOf = () =>
        query<{ status: string }>(
          database.url,
          'select status from card_gateway_payments where token = any($1)',
          [tokens],
        );
      // Settled: no hold left open, whichever process took the bind's job.
      expect(
        await eventually(async () => (await holdsOf()).every((row) => row.status !== 'authorised')),
      ).toBe(true);
      const holds = await holdsOf();
      expect(holds.filter((row) => row.status === 'captured')).toHaveLength(1);
      expect(holds.filter((row) => row.status === 'released')).toHaveLength(19);
      const made = await query(
        database.url,
        'select p.id from policies p join quotes q on q.id = p.quote_id where q.quote_reference = $1',
        [reference],
      );
      expect(made).toHaveLength(1);
      const paid = await query(
        database.url,
        'select pay.id from payments pay join quotes q on q.id = pay.quote_id where q.quote_reference = $1',
        [reference],
      );
      expect(paid).toHaveLength(1);
    }
  }, 120_000);

  it('finishes on another process a bind whose process was killed (SIGKILL) as it was queued', async () => {
    const [a, b] = [apps[0]!, apps[1]!];
    const buyer = await signIn(a, DEMO_ACCOUNTS.newCustomer.email);
    const home = await priceHomeQuote(a, buyer.headers);
    const card = await authoriseCard(b, home.priceCents);
    const bind = b.inject({
      method: 'POST',
      url: '/api/home/applied_home_quotes/bind',
      headers: buyer.headers,
      payload: cardBind(home, card.token),
    });
    // Killed while the bind is under way: its answer, and perhaps its job, die with it.
    await new Promise((resolve) => setTimeout(resolve, 30));
    processes[1]!.child.kill('SIGKILL');
    await bind.catch(() => undefined);
    await processes[1]!.exited;
    const policiesOf = () =>
      query(
        database.url,
        'select p.id from policies p join quotes q on q.id = p.quote_id where q.quote_reference = $1',
        [home.quoteReference],
      );
    const paymentsOf = () =>
      query(
        database.url,
        'select pay.id from payments pay join quotes q on q.id = pay.quote_id where q.quote_reference = $1',
        [home.quoteReference],
      );
    if ((await paymentsOf()).length === 0) {
      // Killed before the bind was written: nothing to finish, and the customer's retry on
      // another process buys it once.
      const retry = await a.inject({
        method: 'POST',
        url: '/api/home/applied_home_quotes/bind',
        headers: buyer.headers,
        payload: cardBind(home, card.token),
      });
      expect(retry.statusCode).toBe(200);
    }
    expect(await eventually(async () => (await policiesOf()).length === 1)).toBe(true);
    expect(await paymentsOf()).toHaveLength(1);
    const [hold] = await query<{ status: string }>(
      database.url,
      'select status from card_gateway_payments where token = $1',
      [card.token],
    );
    expect(hold!.status).toBe('captured');
  }, 60_000);

  it('answers every request under way when told to stop (SIGTERM), exits 0, and the others serve on', async () => {
    const stopping = processes[2]!;
    const buyer = await signIn(apps[2]!, DEMO_ACCOUNTS.newCustomer.email);
    const home = await priceHomeQuote(apps[2]!, buyer.headers);
    const card = await authoriseCard(apps[2]!, home.priceCents);
    // A burst under way: reads, quotes and a bind whose job must not be lost.
    const burst = [
      ...Array.from({ length: 20 }, () => apps[2]!.inject({ method: 'GET', url: '/api/feature' })),
      apps[2]!.inject({
        method: 'POST',
        url: '/api/home/applied_home_quotes/bind',
        headers: buyer.headers,
        payload: cardBind(home, card.token),
      }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 5));
    stopping.child.kill('SIGTERM');
    // Not ready at once, for the load balancer, while it still answers what reaches it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const readiness = await fetch(`${stopping.url}/api/ready`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ status: 'stopping' });
    const answers = await Promise.all(burst);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(21).fill(200));
    expect(await stopping.exited).toBe(0);
    const made = await query(
      database.url,
      'select p.id from policies p join quotes q on q.id = p.quote_id where q.quote_reference = $1',
      [home.quoteReference],
    );
    // Made by the stopping process before it exited, or by the one still running.
    expect(
      made.length === 1 ||
        (await eventually(
          async () =>
            (
              await query(
                database.url,
                'select p.id from policies p join quotes q on q.id = p.quote_id where q.quote_reference = $1',
                [home.quoteReference],
              )
            ).length === 1,
        )),
    ).toBe(true);
    expect((await fetch(`${processes[0]!.url}/api/ready`)).status).toBe(200);
  }, 60_000);
});
