/**
 * A database connection cut under a request (a restart, a failover, a network reset, an
 * administrator ending a session) fails that request with a 503 the app may retry; the server
 * keeps serving, the pool opens new connections, and a cut transaction leaves nothing behind.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse as Response } from 'fastify';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/demo-accounts.js';
import { directDebitMandates, jobs, payments, quotes } from './schema.js';
import { isDatabaseUnavailable, openDatabase } from './client.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../plugins/error-handler.js';
import { directDebitBind, priceHomeQuote } from '../test/checkout-fixtures.js';
import { homeQuoteRequest } from '../test/home-quote-fixtures.js';
import { captureLogs } from '../test/log-capture.js';
import { createTestApp, signIn, type TestApp } from '../test/test-app.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a database that stops answering', () => {
  it('fails a query within seconds as out of reach, instead of holding it', async () => {
    // A server that takes the connection and never says a word: a hung database, or a network
    // that drops every packet after the handshake.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const database = await openDatabase({
      kind: 'postgres',
      url: `postgres://nobody@127.0.0.1:${port}/none`,
    });
    try {
      const started = Date.now();
      const error = await database.ping().then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      await database.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 15_000);
});

describe('which errors mean the database is out of reach', () => {
  const wrapped = (cause: unknown) =>
    Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

  it('a cut or refused connection, however deeply wrapped', () => {
    const reached = [
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
    ];
    for (const error of reached) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(wrapped(error))), error.message).toBe(true);
    }
  });

  it('not a refused statement, a broken rule or a closed server', () => {
    const others = [
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('writes refused in this test'), { code: 'P0001' }),
      new Error('Cannot use a pool after calling end on the pool'),
      new Error('Something else'),
      'a string',
      undefined,
    ];
    for (const error of others) {
      expect(isDatabaseUnavailable(error)).toBe(false);
      expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a database connection cut under a request', () => {
  const logs = captureLogs();
  let t: TestApp;
  let admin: pg.Client;

  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: logs.stream });
    admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  /** The server's own sessions on its database (never this test's). */
  const serverSessions = async (where = 'true') =>
    (
      await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and ${where}`,
      )
    ).rows.map((row) => row.pid);

  /**
   * Sends the requests while `table` is locked, and cuts the connection of every session that
   * waits for the lock, again and again, until every request has answered; then frees the table.
   */
  async function cutWhileWaitingOn(table: string, send: () => Promise<Response>[]) {
    const locker = new pg.Client({ connectionString: t.databaseUrl });
    await locker.connect();
    await locker.query('begin');
    await locker.query(`lock table ${table} in access exclusive mode`);
    const lockerPid = (await locker.query<{ pid: number }>('select pg_backend_pid() as pid'))
      .rows[0]!.pid;
    let answered = false;
    const answers = Promise.all(send()).finally(() => {
      answered = true;
    });
    let cut = 0;
    try {
      const deadline = Date.now() + 10_000;
      while (!answered && Date.now() < deadline) {
        const waiting = await serverSessions(`wait_event_type = 'Lock' and pid <> ${lockerPid}`);
        for (const pid of waiting) {
          await admin.query('select pg_terminate_backend($1)', [pid]);
          cut += 1;
        }
        await sleep(20);
      }
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    return { answers: await answers, cut };
  }

  function expectRetryableFailure(answer: Response) {
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: DATABASE_UNAVAILABLE_MESSAGE,
    });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
  }

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });

  const signUp = (email: string) =>
    post('/auth/sign-up', {
      firstName: 'Clodagh',
      lastName: 'Ó Súilleabháin',
      email,
      phoneNo: '+353861234567',
      password: DEMO_PASSWORD,
    });

  it('a sign-up cut inside its transaction answers 503 and keeps no account', async () => {
    const emails = ['cut.one@example.ie', 'cut.two@example.ie'];
    // The account and its code are written, then the session is cut waiting to write the e-mail.
    const { answers, cut } = await cutWhileWaitingOn('message_outbox', () => emails.map(signUp));
    expect(cut).toBeGreaterThanOrEqual(emails.length);
    for (const answer of answers) expectRetryableFailure(answer);
    for (const email of emails) {
      expect(await t.repositories.users.findByEmail(email)).toBeUndefined();
    }
    // The server is still up, and nothing half-made stands in the way of trying again.
    for (const email of emails) expect((await signUp(email)).statusCode).toBe(200);
  });

  it('a quote cut while it is written answers 503 and stores no quote', async () => {
    const customer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
    const db = t.app.database.db;
    const before = await db.select({ id: quotes.id }).from(quotes);
    const { answers, cut } = await cutWhileWaitingOn('quotes', () =>
      [0, 1].map(() => post('/home/applied_home_quotes', homeQuoteRequest(), customer.headers)),
    );
    expect(cut).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expectRetryableFailure(answer);
    expect(await db.select({ id: quotes.id }).from(quotes)).toHaveLength(before.length);
    const again = await post('/home/applied_home_quotes', homeQuoteRequest(), customer.headers);
    expect(again.statusCode).toBe(200);
  });

  it('a bind cut after its payment is written answers 503 and keeps no payment', async () => {
    const buyer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
    const bought = await priceHomeQuote(t.app, buyer.headers);
    const db = t.app.database.db;
    const [quote] = await db
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.quoteReference, bought.quoteReference));
    const bind = () =>
      post('/home/applied_home_quotes/bind', directDebitBind(bought), buyer.headers);
    // The demo data holds mandates of its own (the demo customer pays by direct debit).
    const mandates = () =>
      db.select({ id: directDebitMandates.paymentId }).from(directDebitMandates);
    const mandatesBefore = await mandates();
    // The payment is written, then the session is cut waiting to write the mandate.
    const { answers, cut } = await cutWhileWaitingOn('direct_debit_mandates', () => [bind()]);
    expect(cut).toBeGreaterThanOrEqual(1);
    expectRetryableFailure(answers[0]!);
    const paymentsOfQuote = () =>
      db.select({ id: payments.id }).from(payments).where(eq(payments.quoteId, quote!.id));
    expect(await paymentsOfQuote()).toEqual([]);
    expect(await mandates()).toEqual(mandatesBefore);

    const retried = await bind();
    expect(retried.statusCode, retried.body).toBe(200);
    const [payment] = await paymentsOfQuote();
    expect(payment).toBeDefined();
    const jobsOfPayment = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, 'bind'), eq(jobs.idempotencyKey, `bind:${payment!.id}`)));
    expect(jobsOfPayment).toHaveLength(1);
  });

  it('logs each cut request without the personal data it carried', () => {
    const cutLines = logs.lines.filter((line) => line.msg === 'database unavailable');
    expect(cutLines.length).toBeGreaterThanOrEqual(4);
    const written = JSON.stringify(logs.lines);
    for (const personal of [
      'cut.one',
      'Clodagh',
      'Súilleabháin',
      'Siobhan',
      'Wellington',
      'IE29',
    ]) {
      expect(written).not.toContain(personal);
    }
  });

  it('every connection cut again and again under light load: 200 or 503, then back by itself', async () => {
    const statuses = new Map<number, number>();
    let cutting = true;
    let cut = 0;
    const cutter = (async () => {
      while (cutting) {
        for (const pid of await serverSessions()) {
          await admin.query('select pg_terminate_backend($1)', [pid]);
          cut += 1;
        }
        await sleep(50);
      }
    })();
    const customer = DEMO_ACCOUNTS.customer.email;
    const load = async () => {
      const until = Date.now() + 1500;
      while (Date.now() < until) {
        for (const answer of await Promise.all([
          t.app.inject({ method: 'GET', url: '/api/ready' }),
          post('/auth/sign-in', { email: customer, password: DEMO_PASSWORD }),
          signUp(`storm.${Date.now()}.${Math.random().toString(36).slice(2)}@example.ie`),
        ])) {
          statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
        }
      }
    };
    try {
      await load();
    } finally {
      cutting = false;
      await cutter;
    }
    expect(cut).toBeGreaterThan(0);
    expect([...statuses.keys()].every((status) => status === 200 || status === 503)).toBe(true);

    // The last cut has just landed: the server recovers with no help.
    await Promise.all(
      (await serverSessions()).map((pid) => admin.query('select pg_terminate_backend($1)', [pid])),
    );
    const started = Date.now();
    let recoveredMs = -1;
    while (Date.now() - started < 5000) {
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      const signedIn = await post('/auth/sign-in', { email: customer, password: DEMO_PASSWORD });
      if (ready.statusCode === 200 && signedIn.statusCode === 200) {
        recoveredMs = Date.now() - started;
        break;
      }
      await sleep(50);
    }
    console.info(
      `connections cut: ${cut}; answers: ${JSON.stringify(Object.fromEntries(statuses))}; recovered in ${recoveredMs} ms`,
    );
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    expect(recoveredMs).toBeLessThan(5000);
  });

  // Last: it closes the server. A cut connection whose request never gave it back would keep
  // its place in the pool: requests would queue for a place that never frees, and closing would
  // wait for it for ever.
  it('every connection cut was given back: twice the pool at once, then a prompt close', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post('/auth/sign-in', { email: DEMO_ACCOUNTS.customer.email, password: DEMO_PASSWORD }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const closed = await Promise.race([
      t.app.close().then(() => true),
      sleep(5000).then(() => false),
    ]);
    expect(closed).toBe(true);
  });
});
