// Performance budgets (DEVELOPERS.md): first page JavaScript <= 150 KiB gzipped, API reads p99 < 20 ms
// and a home quote (both insurers rated, the quote stored) p99 < 100 ms at 32 concurrent connections. Starts the built product on a throw-away database (embedded by
// default, PostgreSQL when DATABASE_URL is set) and a bare Fastify server for comparison, measures
// both in the same run, prints the figures and exits non-zero when a budget is exceeded.
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium-launch.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCT_PORT = 4320;
const BARE_PORT = 4321;
const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET = { firstPageJsKiB: 150, readP99Ms: 20, quoteP99Ms: 100 };

const children = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));

function start(script, env) {
  const child = spawn(process.execPath, [join(root, script)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.push(child);
  return child;
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms`);
}

async function firstPageJavaScript(baseUrl) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.body().then((body) => ({ url: response.url(), body })));
      }
    });
    await page.goto(`${baseUrl}/wallet`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const bodies = await Promise.all(scripts);
    const files = bodies.map(({ url, body }) => ({
      file: new URL(url).pathname,
      rawKiB: body.length / 1024,
      gzipKiB: gzipSync(body).length / 1024,
    }));
    return { files, totalGzipKiB: files.reduce((sum, file) => sum + file.gzipKiB, 0) };
  } finally {
    await browser.close();
  }
}

/** The home quote of the API tests, starting a week from today so it stays in the start window. */
function homeQuoteBody() {
  const request = JSON.parse(
    readFileSync(join(root, 'scripts', 'bench-home-quote-request.json'), 'utf8'),
  );
  const start = new Date(Date.now() + 7 * 86_400_000);
  request.home_quote.cover_details.start_date = start.toISOString().slice(0, 10);
  return JSON.stringify(request);
}

async function load(title, url, { budgetMs = BUDGET.readP99Ms, headers = {}, ...request } = {}) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...request,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'x-ui-version': 'release/1.27.22/1',
      ...headers,
    },
  });
  return {
    title,
    budgetMs,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
start('scripts/start-fresh.mjs', {
  NODE_ENV: 'production',
  PORT: String(PRODUCT_PORT),
  DATA_DIR: join(tmpdir(), 'wallet-bench-data'),
  RATE_LIMIT_MAX: '100000000',
  LOG_LEVEL: 'warn',
  // On PostgreSQL the server wants its secrets from configuration; these live for this run only.
  TOKEN_SECRET: process.env.TOKEN_SECRET ?? randomBytes(32).toString('hex'),
  OPERATOR_API_KEY: process.env.OPERATOR_API_KEY ?? randomBytes(24).toString('hex'),
});
start('scripts/bench-bare-server.mjs', { PORT: String(BARE_PORT) });
const productUrl = `http://127.0.0.1:${PRODUCT_PORT}`;
await waitFor(`${productUrl}/api/ready`);
await waitFor(`http://127.0.0.1:${BARE_PORT}/feature`);

const js = await firstPageJavaScript(productUrl);
// A short warm-up so that the JIT and the database caches are in their steady state.
await autocannon({ url: `${productUrl}/api/feature`, connections: CONNECTIONS, duration: 2 });
await autocannon({
  url: `${productUrl}/api/home/applied_home_quotes`,
  connections: CONNECTIONS,
  duration: 3,
  method: 'POST',
  body: homeQuoteBody(),
  headers: { 'content-type': 'application/json' },
});
/**
 * A demo customer's bearer token. Every signed-in request checks that its sign-in still stands;
 * the flags read with the token, beside the same read without, shows what that check costs.
 */
async function demoCustomerToken() {
  const response = await fetch(`${productUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@wallet.test', password: 'Wallet-Demo-2026!' }),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status}`);
  return (await response.json()).accessToken;
}
const bearer = { authorization: `Bearer ${await demoCustomerToken()}` };

const runs = [
  await load('bare Fastify GET /feature (constant)', `http://127.0.0.1:${BARE_PORT}/feature`),
  await load(`GET /api/feature (${database})`, `${productUrl}/api/feature`),
  await load(`GET /api/feature signed in (${database})`, `${productUrl}/api/feature`, {
    headers: bearer,
  }),
  await load(
    `POST /api/home/applied_home_quotes (${database})`,
    `${productUrl}/api/home/applied_home_quotes`,
    {
      method: 'POST',
      body: homeQuoteBody(),
      budgetMs: BUDGET.quoteP99Ms,
    },
  ),
];

console.log('\nFirst page (/wallet) JavaScript');
console.table(
  js.files.map((f) => ({
    file: f.file,
    'raw KiB': f.rawKiB.toFixed(1),
    'gzip KiB': f.gzipKiB.toFixed(1),
  })),
);
console.log(
  `Total gzipped: ${js.totalGzipKiB.toFixed(1)} KiB (budget ${BUDGET.firstPageJsKiB} KiB)`,
);
console.log(`\nAPI load: ${CONNECTIONS} connections, ${DURATION_S} s each`);
console.table(runs);

const failures = [];
if (js.totalGzipKiB > BUDGET.firstPageJsKiB) failures.push('first page JavaScript over budget');
for (const run of runs.slice(1)) {
  if (run.p99Ms >= run.budgetMs) failures.push(`${run.title}: p99 ${run.p99Ms} ms`);
  if (run.errors > 0) failures.push(`${run.title}: ${run.errors} failed requests`);
}
if (failures.length) {
  console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
} else {
  console.log('\nAll budgets met.');
}
process.exit();
