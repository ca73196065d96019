import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { findWorkspaceRoot } from '../config.js';
import { DEMO_ACCOUNTS } from '../demo/demo-accounts.js';
import { renewalOffers } from '../db/schema.js';
import {
  createTestApp,
  TEST_OPERATOR_API_KEY,
  TEST_TOKEN_SECRET,
  type TestApp,
} from '../test/test-app.js';

const run = promisify(execFile);
const root = findWorkspaceRoot(process.cwd());
const TSX = join(root, 'node_modules', '.bin', 'tsx');
const SCRIPT = join(root, 'apps', 'api', 'src', 'cli', 'renewals.ts');
/** Nothing listens here, so the command runs the cycle on the database itself. */
const NO_SERVER = 'http://127.0.0.1:9';

async function runRenewals(args: string[], env: Record<string, string | undefined>) {
  try {
    const { stdout, stderr } = await run(TSX, [SCRIPT, ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent', ...env },
      timeout: 90_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let t: TestApp;
let apiUrl: string;
let dataDir: string;
const secrets = { TOKEN_SECRET: TEST_TOKEN_SECRET, OPERATOR_API_KEY: TEST_OPERATOR_API_KEY };

beforeAll(async () => {
  t = await createTestApp();
  apiUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  dataDir = mkdtempSync(join(tmpdir(), 'wallet-renewals-'));
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function demoHomePolicy() {
  const user = await t.repositories.users.findByEmail(DEMO_ACCOUNTS.customer.email);
  const owned = await t.repositories.policies.listOfOwner(user!.id);
  return owned.find((policy) => policy.policyType === 'HOME' && policy.status === 'active')!;
}

describe('npm run renewals', () => {
  it('runs the cycle for a day through the running server and prints what it did', async () => {
    const home = await demoHomePolicy();
    // The day before the demo policy's renewal date: its notice is overdue, its date not reached.
    const day = home.endDate;
    const result = await runRenewals(['run', day], {
      ...secrets,
      API_URL: apiUrl,
      DATA_DIR: dataDir,
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Renewal cycle for ${day} (through the server at ${apiUrl})`);
    expect(result.stdout).toMatch(/renewal offers issued: \d+/);
    expect(result.stdout).toContain('policies lapsed:       0');
    const offers = await t.app.database.db
      .select()
      .from(renewalOffers)
      .where(eq(renewalOffers.renewalOfPolicyId, home.id));
    expect(offers).toHaveLength(1);
  }, 90_000);

  it('answers 401 to a caller without the operator key, and runs nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/operator/renewals/run',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a day the calendar does not have with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/operator/renewals/run',
      headers: { authorization: `Bearer ${TEST_OPERATOR_API_KEY}` },
      payload: { date: '2026-02-30' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('prints the usage for anything but run and a day', async () => {
    for (const args of [
      [],
      ['renew'],
      ['run', '30/02/2026'],
      ['run', '2026-02-30'],
      ['run', '2026-01-01', 'x'],
    ]) {
      const result = await runRenewals(args, { ...secrets, API_URL: apiUrl, DATA_DIR: dataDir });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Usage: npm run renewals -- run [YYYY-MM-DD]');
    }
  }, 90_000);

  it('runs on the database itself when no server answers', async () => {
    const env = t.databaseUrl
      ? { ...secrets, API_URL: NO_SERVER, DATABASE_URL: t.databaseUrl }
      : { ...secrets, API_URL: NO_SERVER, DATA_DIR: dataDir };
    const result = await runRenewals(['run', '2030-01-01'], env);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Renewal cycle for 2030-01-01 (no server at');
    expect(result.stdout).toMatch(/policies lapsed: +\d+/);
  }, 90_000);
});
