/**
 * Real API processes for the tests of running more than one (issue 25): each is `src/server.ts`
 * in a Node process of its own, on a port of its own, all on one PostgreSQL database (and one
 * Redis when given), as a deployment behind a load balancer runs them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { testEnvironment } from './test-app.js';

const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** What the process wrote to standard error, for a failing test's message. */
  errors: () => string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** An empty database of its own on the PostgreSQL of DATABASE_URL, and how to drop it. */
export async function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `wallet_processes_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** Starts one API process on `databaseUrl`; resolves once it has been spawned. */
export async function startApiProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      ...(testEnvironment({ DATABASE_URL: databaseUrl }) as Record<string, string>),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      RENEWAL_CYCLE_INTERVAL_MS: '0',
      DIRECT_DEBIT_RUN_INTERVAL_MS: '0',
      ...env,
    },
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors = `${errors}${chunk.toString()}`.slice(-20_000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { url: `http://127.0.0.1:${port}`, child, errors: () => errors, exited };
}

/** Resolves once the process answers ready; rejects if it exits first or takes too long. */
export async function waitUntilReady(api: ApiProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void api.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`the process exited (${exitCode}) before it was ready:\n${api.errors()}`);
    }
    try {
      if ((await fetch(`${api.url}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the process was not ready within ${timeoutMs} ms:\n${api.errors()}`);
}

export async function stopApiProcess(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill('SIGKILL');
  await api.exited;
}

type Injected = {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
};

/**
 * A process as the API tests' helpers use an app (inject, config.publicOrigins), over HTTP: the
 * same fixtures then price and buy through real processes.
 */
export function overHttp(
  api: ApiProcess,
  publicOrigin: string,
  /** The caller's address as a proxy names it: a run's own, so shared rate limits count it alone. */
  callerAddress = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.1`,
): FastifyInstance {
  const inject = async ({ method, url, headers = {}, payload }: Injected) => {
    const response = await fetch(`${api.url}${url}`, {
      method,
      headers: {
        'x-forwarded-for': callerAddress,
        ...headers,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
    const body = await response.text();
    return {
      statusCode: response.status,
      body,
      headers: Object.fromEntries(response.headers),
      cookies: response.headers.getSetCookie().map((line) => {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1) };
      }),
      json: () => JSON.parse(body) as unknown,
    };
  };
  return { inject, config: { publicOrigins: [publicOrigin] } } as unknown as FastifyInstance;
}
