import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * The rate limits counted in Redis hold across processes (issue 25, decision 0020). Each test app
 * here stands for one API process; they share a Redis server of this test's own, which the test
 * stops and starts again.
 */
const redisServerAvailable = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const ping = spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' });
    if (ping.stdout?.trim() === 'PONG') return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port}`);
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const LIMIT = 20;
const signInAttempt = (t: TestApp, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: 'nobody@example.ie', password: 'Wrong-Password-1!' },
    remoteAddress,
  });

describe.skipIf(!redisServerAvailable)('rate limits shared through Redis', () => {
  let port: number;
  let redis: ChildProcess;
  let processes: TestApp[] = [];
  // An address of its own per run: Redis keeps a minute's counts.
  const address = () => `10.${Math.floor(Math.random() * 250)}.${Date.now() % 250}.7`;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    processes = await Promise.all(
      [1, 2, 3].map(() =>
        createTestApp({
          seed: false,
          env: { REDIS_URL: `redis://127.0.0.1:${port}`, AUTH_RATE_LIMIT_MAX: String(LIMIT) },
        }),
      ),
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((t) => t.close()));
    if (redis) await stopRedis(redis);
  });

  it('refuses the 21st sign-in of a minute from one address wherever it lands', async () => {
    const from = address();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      statuses.push((await signInAttempt(processes[attempt % 3]!, from)).statusCode);
    }
    expect(statuses.slice(0, LIMIT).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual(Array(30 - LIMIT).fill(429));
  });

  it('keeps serving with each process counting its own while Redis is down, and shares again when it is back', async () => {
    await stopRedis(redis);
    const from = address();
    // Each process counts its own: the limit holds per process, and nothing answers 5xx.
    for (const t of processes) {
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        const status = (await signInAttempt(t, from)).statusCode;
        expect(status).toBeLessThan(500);
        expect(status).not.toBe(429);
      }
      expect((await signInAttempt(t, from)).statusCode).toBe(429);
    }

    redis = await startRedis(port);
    // The connection comes back by itself within its retry delay.
    const again = address();
    let shared = false;
    const deadline = Date.now() + 10_000;
    while (!shared && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const probe = spawnSync('redis-cli', ['-p', String(port), 'dbsize'], { encoding: 'utf8' });
      await signInAttempt(processes[0]!, again);
      const after = spawnSync('redis-cli', ['-p', String(port), 'dbsize'], { encoding: 'utf8' });
      shared = Number(after.stdout) > Number(probe.stdout);
    }
    expect(shared, 'the counts reach Redis again').toBe(true);
  }, 60_000);
});
