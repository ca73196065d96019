import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findWorkspaceRoot, loadConfig } from '../config.js';
import { openDatabase, pgliteFolder } from '../db/client.js';
import { createRepositories } from '../repositories.js';
import {
  createTestApp,
  TEST_OPERATOR_API_KEY,
  TEST_TOKEN_SECRET,
  type TestApp,
} from '../test/test-app.js';
import { apiUrlOf } from './operator-switch.js';

const run = promisify(execFile);
const root = findWorkspaceRoot(process.cwd());
const TSX = join(root, 'node_modules', '.bin', 'tsx');
const FLAG_SCRIPT = join(root, 'apps', 'api', 'src', 'cli', 'flag.ts');
/** Nothing listens here, so the command falls back to writing the database. */
const NO_SERVER = 'http://127.0.0.1:9';

async function runFlag(args: string[], env: Record<string, string | undefined>) {
  try {
    const { stdout, stderr } = await run(TSX, [FLAG_SCRIPT, ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent', ...env },
      timeout: 30_000,
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
  t = await createTestApp({ seed: false });
  await t.repositories.flags.insertMissingDefaults();
  apiUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  dataDir = mkdtempSync(join(tmpdir(), 'wallet-flag-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// Each test starts the command through tsx, a cold TypeScript start that takes well over the
// default 20 s on a loaded two-core CI machine.
describe('npm run flag', { timeout: 60_000 }, () => {
  it('switches a flag through the running server', async () => {
    const result = await runFlag(['home_resume_enabled', 'off'], {
      ...secrets,
      API_URL: apiUrl,
      DATA_DIR: dataDir,
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('home_resume_enabled is now off');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/feature' })).json().home_resume_enabled,
    ).toBe(false);
  });

  it('switches the agent flag on, which turns agent sign-on on (README)', async () => {
    const result = await runFlag(['agent_enabled', 'on'], {
      ...secrets,
      API_URL: apiUrl,
      DATA_DIR: dataDir,
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('agent_enabled is now on');
    expect((await t.app.inject({ method: 'GET', url: '/api/feature' })).json().agent_enabled).toBe(
      true,
    );
  });

  it('finds the server at the PORT it runs on when API_URL is not set (README)', async () => {
    const port = new URL(apiUrl).port;
    const result = await runFlag(['travel_enabled', 'off'], {
      ...secrets,
      PORT: port,
      DATA_DIR: dataDir,
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(
      `travel_enabled is now off (set through the server at http://127.0.0.1:${port})`,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/feature' })).json().travel_enabled).toBe(
      false,
    );
  });

  it('refuses a server that rejects its key', async () => {
    const result = await runFlag(['home_enabled', 'off'], {
      ...secrets,
      OPERATOR_API_KEY: 'another-operator-key-0123456789',
      API_URL: apiUrl,
      DATA_DIR: dataDir,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('401');
    expect((await t.app.inject({ method: 'GET', url: '/api/feature' })).json().home_enabled).toBe(
      true,
    );
  });

  it('prints the usage for an unknown flag or value', async () => {
    const result = await runFlag(['pet_enabled', 'on'], {
      ...secrets,
      API_URL: apiUrl,
      DATA_DIR: dataDir,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run flag');
    expect(
      (await runFlag(['home_enabled', 'maybe'], { ...secrets, API_URL: apiUrl, DATA_DIR: dataDir }))
        .code,
    ).toBe(2);
  });

  it('writes the database directly when no server answers', async () => {
    if (t.databaseUrl) {
      const result = await runFlag(['bind_upload_enabled', 'on'], {
        ...secrets,
        API_URL: NO_SERVER,
        DATABASE_URL: t.databaseUrl,
      });
      expect(result.stdout).toContain('written to the database');
      expect((await t.repositories.flags.readAll()).bind_upload_enabled).toBe(true);
      return;
    }
    const result = await runFlag(['bind_upload_enabled', 'on'], {
      ...secrets,
      API_URL: NO_SERVER,
      DATA_DIR: dataDir,
    });
    expect(result.stdout).toContain('written to the database');
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteFolder(dataDir) });
    try {
      const flags = await createRepositories(database.db).flags.readAll();
      expect(flags.bind_upload_enabled).toBe(true);
      expect(flags.home_enabled).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('never opens an embedded database that a running server holds', async () => {
    const heldDir = mkdtempSync(join(tmpdir(), 'wallet-flag-held-'));
    try {
      // This test process stands in for the server that holds the folder.
      writeFileSync(join(heldDir, 'server.pid'), String(process.pid));
      const result = await runFlag(['motor_enabled', 'off'], {
        ...secrets,
        API_URL: NO_SERVER,
        DATA_DIR: heldDir,
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`in use by process ${process.pid}`);
      // The likely cause: the server listens on another port than API_URL names.
      expect(result.stderr).toContain(`No server answered at ${NO_SERVER}`);
      expect(result.stderr).toContain('give the command its PORT (for example PORT=4310 npm run');
      expect(result.stderr).toContain('set API_URL to its address');
    } finally {
      rmSync(heldDir, { recursive: true, force: true });
    }
  });
});

describe('where the command looks for the server', () => {
  const configOf = (env: Record<string, string>) =>
    loadConfig({ ...secrets, DATA_DIR: dataDir, ...env });

  it('is the port the server runs on, read from PORT as the server reads it', () => {
    expect(apiUrlOf({}, configOf({}))).toBe('http://127.0.0.1:3000');
    expect(apiUrlOf({ PORT: '4000' }, configOf({ PORT: '4000' }))).toBe('http://127.0.0.1:4000');
    // An empty PORT is unset, for the server and the command alike.
    expect(apiUrlOf({ PORT: '' }, configOf({ PORT: '' }))).toBe('http://127.0.0.1:3000');
  });

  it('is on this machine when the server listens on every interface, and at HOST otherwise', () => {
    expect(apiUrlOf({}, configOf({ HOST: '0.0.0.0', PORT: '4000' }))).toBe('http://127.0.0.1:4000');
    expect(apiUrlOf({}, configOf({ HOST: '::', PORT: '4000' }))).toBe('http://127.0.0.1:4000');
    expect(apiUrlOf({}, configOf({ HOST: '::1', PORT: '4000' }))).toBe('http://[::1]:4000');
    expect(apiUrlOf({}, configOf({ HOST: 'localhost' }))).toBe('http://localhost:3000');
  });

  it('is API_URL whenever it is set, whatever PORT says', () => {
    const env = { PORT: '4000', API_URL: 'http://10.0.0.5:8080' };
    expect(apiUrlOf(env, configOf(env))).toBe('http://10.0.0.5:8080');
    expect(() => apiUrlOf({ API_URL: 'not a url' }, configOf({}))).toThrow();
  });
});
