/**
 * The crash drill for buying a policy (decision 0006): the server is killed (SIGKILL) while a
 * bind it has charged the card for is writing the policy, then started again. The drill passes
 * when the policy exists once, the card was charged once, and the customer's thank-you page,
 * reloaded, shows the policy.
 *
 * It runs on PostgreSQL, where another session can hold the policies table against writes so the bind is
 * caught between the charge and the policy, as a real crash would catch it:
 *
 *   npm run drill:bind-crash
 *
 * It makes and drops its own database (DRILL_DATABASE, default wallet_crash_drill) on the server
 * in DRILL_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect } from '@playwright/test';
import pg from 'pg';
import { chromiumLaunchOptions } from '../../scripts/chromium-launch.mjs';
import { TEST_CARD, fillCard, purchasedPolicy, quoteHome } from '../support/checkout';
import { CUSTOMER_WITHOUT_POLICIES, DEMO_PASSWORD } from '../support/environment';
import { aboutYouAnswers } from '../support/home-journey';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const adminUrl = process.env.DRILL_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = process.env.DRILL_DATABASE ?? 'wallet_crash_drill';
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${database}`;
const port = 4390;
const baseUrl = `http://127.0.0.1:${port}`;
const operatorKey = randomBytes(24).toString('hex');
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  DATABASE_URL: databaseUrl.href,
  TOKEN_SECRET: randomBytes(32).toString('hex'),
  OPERATOR_API_KEY: operatorKey,
  OUTBOX_VIEWER: 'force', // on PostgreSQL the viewer opens only when forced
  LOG_LEVEL: 'warn',
  // The lease is the fallback for a worker that seems alive; a killed one's work is taken back at
  // start, well within it.
  JOB_LEASE_MS: '60000',
  JOB_POLL_MS: '500',
};

function step(text: string) {
  console.log(`- ${text}`);
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let tries = 0; tries < 120; tries += 1) {
    const ready = await fetch(`${baseUrl}/api/ready`).catch(() => null);
    if (ready?.ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGKILL');
  throw new Error('the server did not become ready');
}

async function setFlag(name: string, enabled: boolean) {
  const response = await fetch(`${baseUrl}/api/operator/feature/${name}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${operatorKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ enabled }),
  });
  if (!response.ok) throw new Error(`setting ${name}: ${response.status}`);
}

async function counts(db: pg.Client, userEmail: string) {
  const { rows } = await db.query<{
    policies: number;
    payments: number;
    captured: number;
    job: string | null;
  }>(
    `select
       (select count(*)::int from policies p join users u on u.id = p.owner_user_id
          where u.email = $1) as policies,
       (select count(*)::int from payments p join users u on u.id = p.user_id
          where u.email = $1) as payments,
       (select count(*)::int from card_gateway_payments where status = 'captured') as captured,
       (select status from jobs order by id desc limit 1) as job`,
    [userEmail],
  );
  return rows[0]!;
}

async function main() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  let server = await startServer();
  const db = new pg.Client({ connectionString: databaseUrl.href });
  const locker = new pg.Client({ connectionString: databaseUrl.href });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await db.connect();
    await locker.connect();
    await setFlag('marketing_enabled', false);
    await setFlag('bind_upload_enabled', true);
    const email = CUSTOMER_WITHOUT_POLICIES.email;

    const page = await browser.newPage({ baseURL: baseUrl });
    step(`${email} signs in and gets a home quote`);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await quoteHome(page, aboutYouAnswers({ email }));
    await page.getByRole('button', { name: 'Proceed' }).click();

    step(
      'another session holds the policies table against writes, so the bind stops before the policy',
    );
    await locker.query('begin');
    await locker.query('lock table policies in share mode');

    step('the customer pays by card');
    await page.getByLabel('Name on card').fill('Niamh Gallagher');
    await fillCard(page, TEST_CARD.visa);
    await page.getByRole('button', { name: /^Buy for €/ }).click();
    await expect(page.getByRole('heading', { name: 'Setting up your policy' })).toBeVisible();
    await expect.poll(async () => (await counts(db, email)).captured, { timeout: 15_000 }).toBe(1);
    const before = await counts(db, email);
    step(`charged, no policy yet: ${JSON.stringify(before)}`);
    if (before.policies !== 0 || before.job !== 'running') throw new Error('not mid-bind');

    step('the server is killed with SIGKILL');
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    const killedAt = Date.now();
    await locker.query('rollback');
    step(`after the crash: ${JSON.stringify(await counts(db, email))}`);

    step('the server starts again');
    server = await startServer();
    const readyAt = Date.now();
    await expect
      .poll(async () => (await counts(db, email)).job, { timeout: 15_000, intervals: [50] })
      .toBe('done');
    const doneAt = Date.now();
    step(
      `the bind finished ${doneAt - readyAt} ms after the server was ready again ` +
        `(${doneAt - killedAt} ms after the kill; the lease is ${env.JOB_LEASE_MS} ms)`,
    );

    step('the customer reloads the thank-you page');
    await page.reload();
    const policy = await purchasedPolicy(page);
    const after = await counts(db, email);
    step(`after the restart: ${JSON.stringify(after)}; policy ${policy.number}`);
    if (after.policies !== 1 || after.payments !== 1 || after.captured !== 1) {
      throw new Error('the bind did not end with one policy, one payment and one charge');
    }
    console.log('Crash drill passed.');
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await locker.end().catch(() => undefined);
    await db.end();
    await admin.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
