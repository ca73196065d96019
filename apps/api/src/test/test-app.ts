/**
 * A real server over a real, private database for each test file: an in-memory PGlite by default,
 * or a throw-away database on the PostgreSQL server named by DATABASE_URL, so files never collide.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { HomeInsurer } from '../adapters/insurers/home-insurer-port.js';
import type { TravelInsurer } from '../adapters/insurers/travel-insurer-port.js';
import type { PolicyDocuments } from '../adapters/documents/policy-documents-port.js';
import { createDiskFileStore, type FileStore } from '../adapters/file-store/index.js';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { DEMO_PASSWORD, seedDemoBoughtPolicies, seedDemoData } from '../demo/index.js';
import { createRepositories, type Repositories } from '../repositories.js';
import { DEMO_STAFF } from '../adapters/staff-directory/demo-staff.js';
import type { StaffMember } from '../adapters/staff-directory/staff-directory-port.js';
import { staffClaimsOf } from '../modules/staff-directory/index.js';
import { signInStaffMember } from '../modules/staff-sign-on/index.js';

export const TEST_TOKEN_SECRET = 'test-token-secret-0123456789-abcdefghijklmnop';
export const TEST_OPERATOR_API_KEY = 'test-operator-key-0123456789abcdef';
export const TEST_STAFF_SSO_CLIENT_SECRET = 'test-staff-directory-client-secret-0123456789';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  repositories: Repositories;
  /** Set on PostgreSQL: the URL of this file's private database. */
  databaseUrl: string | undefined;
  /** The folder of the test's own local FileStore (claims' files), removed on close. */
  fileStoreDir: string;
  close(): Promise<void>;
}

async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The template's bytes as the Blob PGlite reads them from (it asks for arrayBuffer() alone),
 * handed over as they are: Node's own Blob reads 40 MB back in small chunks that it then joins,
 * about half a second of every test file.
 */
class TemplateBytes extends Blob {
  constructor(private readonly contents: Buffer) {
    super([]);
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.contents;
    // A file this size is read into a buffer of its own, which is then handed over uncopied.
    const whole = byteOffset === 0 && byteLength === buffer.byteLength;
    return Promise.resolve(
      (whole ? buffer : buffer.slice(byteOffset, byteOffset + byteLength)) as ArrayBuffer,
    );
  }
}

async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  databaseUrl: string | undefined;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const templatePath = inject('pgliteTemplatePath');
    const loadDataDir = templatePath ? new TemplateBytes(readFileSync(templatePath)) : undefined;
    return {
      database: await openDatabase({
        kind: 'pglite-memory',
        ...(loadDataDir ? { loadDataDir } : {}),
      }),
      databaseUrl: undefined,
      drop: async () => {},
    };
  }
  const name = `wallet_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 }),
    databaseUrl: url.toString(),
    drop: () =>
      withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ).then(() => undefined),
  };
}

export function testEnvironment(overrides: Record<string, string | undefined> = {}) {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: TEST_TOKEN_SECRET,
    OPERATOR_API_KEY: TEST_OPERATOR_API_KEY,
    // The local staff directory's client secret, so no test writes the data folder's secrets.
    STAFF_SSO_CLIENT_SECRET: TEST_STAFF_SSO_CLIENT_SECRET,
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    JOB_POLL_MS: '200',
    // Tests run the renewal cycle for the day they choose, never on a timer.
    RENEWAL_CYCLE_INTERVAL_MS: '0',
    // Likewise the day's direct-debit collections.
    DIRECT_DEBIT_RUN_INTERVAL_MS: '0',
    // The API suite reads codes from the outbox on PostgreSQL too.
    OUTBOX_VIEWER: 'force',
    DATABASE_URL: process.env.DATABASE_URL,
    ...overrides,
  };
}

export async function createTestApp(
  options: {
    env?: Record<string, string | undefined>;
    seed?: boolean;
    logStream?: NodeJS.WritableStream;
    /** The server's clock; a TestClock lets a test move time on. */
    clock?: () => Date;
    /** Other adapters of the home Insurer port (for example a slow one). */
    homeInsurers?: readonly HomeInsurer[];
    /** Another adapter of the travel Insurer port (for example a slow one). */
    travelInsurer?: TravelInsurer;
    /** Another adapter of the Documents port (for example one that fails). */
    policyDocuments?: PolicyDocuments;
    /** Another adapter of the FileStore port; by default the local one in a folder of its own. */
    fileStore?: FileStore;
  } = {},
): Promise<TestApp> {
  const config = loadConfig(testEnvironment(options.env));
  // Claims' files go to a temporary folder of the test's, never the repository's data folder.
  const fileStoreDir = mkdtempSync(join(tmpdir(), 'wallet-test-files-'));
  const fileStore =
    options.fileStore ?? createDiskFileStore({ root: fileStoreDir, timeoutMs: 30_000 });
  const { database, databaseUrl, drop } = await openTestDatabase();
  await database.migrate();
  const repositories = createRepositories(database.db);
  if (options.seed ?? true) await seedDemoData(repositories, seedDemoBoughtPolicies);
  const app = await buildApp(config, {
    database,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    insurers: {
      ...(options.homeInsurers ? { home: options.homeInsurers } : {}),
      ...(options.travelInsurer ? { travel: options.travelInsurer } : {}),
    },
    ...(options.policyDocuments ? { policyDocuments: options.policyDocuments } : {}),
    fileStore,
  });
  await app.ready();
  return {
    app,
    config,
    repositories,
    databaseUrl,
    fileStoreDir,
    close: async () => {
      await app.close();
      await drop();
      rmSync(fileStoreDir, { recursive: true, force: true });
    },
  };
}

/**
 * A session of a seeded account: a customer's through the sign-in call, a member of staff's as the
 * single sign-on's callback makes it once the staff directory has answered (the sign-on itself is
 * tested in staff-sign-on-routes.test.ts), whatever the agent flag.
 */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD) {
  const member = DEMO_STAFF.find((staff) => staff.email === email.trim().toLowerCase());
  if (member) return signInAsStaff(app, member);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  }
  const refreshCookie = response.cookies.find((cookie) => cookie.name === 'wallet_refresh');
  return {
    accessToken: response.json().accessToken as string,
    refreshToken: refreshCookie?.value ?? '',
    headers: { authorization: `Bearer ${response.json().accessToken as string}` },
  };
}

async function signInAsStaff(app: FastifyInstance, member: StaffMember) {
  const outcome = await signInStaffMember(
    app,
    staffClaimsOf(member.staffNumber, member),
    'staff sign-on in tests',
  );
  if (outcome.kind !== 'session') {
    throw new Error(`staff sign-on of ${member.email} refused: ${outcome.reason}`);
  }
  const { accessToken } = outcome.issued.session;
  return {
    accessToken,
    refreshToken: outcome.issued.refreshToken,
    headers: { authorization: `Bearer ${accessToken}` },
  };
}

/** A clock that stands still until a test moves it on. */
export function createTestClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advanceMinutes(minutes: number) {
      now += minutes * 60_000;
    },
  };
}

/** The code of the latest message to a recipient, read from the development outbox. */
export async function latestCode(app: FastifyInstance, recipient: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/messages?recipient=${encodeURIComponent(recipient)}`,
  });
  const code = response.json().messages[0]?.code as string | undefined;
  if (!code) throw new Error(`no code sent to ${recipient}: ${response.body}`);
  return code;
}

/** A code of the same length that is certainly not the right one. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
