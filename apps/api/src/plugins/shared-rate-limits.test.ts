import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SILENT_REDIS_PAUSE_MS } from '../lib/redis-connection.js';
import { captureLogs } from '../test/log-capture.js';
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

/**
 * A sign-in attempt and how long its answer took. One still unanswered after a few seconds fails
 * the test there and then (a request held by a silent Redis would otherwise wait for the test's
 * own timeout).
 */
async function timedSignInAttempt(t: TestApp, remoteAddress: string, giveUpMs = 3_000) {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`a sign-in attempt had no answer within ${giveUpMs} ms`)),
      giveUpMs,
    );
  });
  try {
    const answer = await Promise.race([signInAttempt(t, remoteAddress), gaveUp]);
    return { status: answer.statusCode, ms: performance.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

const readiness = async (t: TestApp) => {
  const answer = await t.app.inject({ method: 'GET', url: '/api/ready' });
  return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
};

/** What Redis has counted for one address, summed over its keys (every route's and the global). */
function countedInRedis(port: number, remoteAddress: string): number {
  const keys = spawnSync(
    'redis-cli',
    ['-p', String(port), '--scan', '--pattern', `*-${remoteAddress}`],
    {
      encoding: 'utf8',
    },
  )
    .stdout.split('\n')
    .filter(Boolean);
  return keys.reduce((sum, key) => {
    const value = spawnSync('redis-cli', ['-p', String(port), 'get', key], { encoding: 'utf8' });
    return sum + Number(value.stdout.trim() || 0);
  }, 0);
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor(values.length * share))
  ]!;

describe.skipIf(!redisServerAvailable)('rate limits shared through Redis', () => {
  let port: number;
  let redis: ChildProcess;
  let processes: TestApp[] = [];
  const logs = [1, 2, 3].map(() => captureLogs());
  // An address of its own per run: Redis keeps a minute's counts.
  const address = () => `10.${Math.floor(Math.random() * 250)}.${Date.now() % 250}.7`;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    processes = await Promise.all(
      logs.map((log) =>
        createTestApp({
          seed: false,
          env: {
            REDIS_URL: `redis://127.0.0.1:${port}`,
            AUTH_RATE_LIMIT_MAX: String(LIMIT),
            // A time limit a loaded two-core CI machine keeps while Redis answers: at the
            // default 50 ms a slow answer opened the breaker there, and the counts taken per
            // process for the next 5 s made the shared 21st attempt pass. What is tested (each
            // answer within the limit while Redis is paused) does not depend on its size.
            REDIS_COMMAND_TIMEOUT_MS: '250',
            LOG_LEVEL: 'info',
          },
          logStream: log.stream,
        }),
      ),
    );
  }, 120_000);
  afterAll(async () => {
    // A Redis left paused by a failed test would never take its SIGKILL's exit.
    redis?.kill('SIGCONT');
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
      // Still in the load balancer's rotation, saying the limits are not shared.
      expect(await readiness(t)).toMatchObject({
        status: 200,
        body: { status: 'degraded', redis: 'not answering' },
      });
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

  it('answers within the command time limit while Redis is paused, each process counting its own and reporting degraded, and shares again once it resumes', async () => {
    const limitMs = processes[0]!.config.redisCommandTimeoutMs;
    // Shared (again, after the test above): readiness says so.
    const recoveryDeadline = Date.now() + 15_000;
    for (const t of processes) {
      while ((await readiness(t)).body.status !== 'ready' && Date.now() < recoveryDeadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    // How long an answer takes while Redis answers, to compare with.
    const normal: number[] = [];
    const warmUp = address();
    for (let attempt = 0; attempt < 9; attempt += 1) {
      normal.push((await timedSignInAttempt(processes[attempt % 3]!, warmUp)).ms);
    }
    expect(countedInRedis(port, warmUp), 'counted in Redis before the pause').toBeGreaterThan(0);

    const logged = logs.map((log) => log.lines.length);
    const from = address();
    const paused: number[] = [];
    redis.kill('SIGSTOP');
    const pausedAt = performance.now();
    try {
      for (const t of processes) {
        for (let attempt = 0; attempt < LIMIT; attempt += 1) {
          const { status, ms } = await timedSignInAttempt(t, from);
          expect(status).toBeLessThan(500);
          expect(status).not.toBe(429);
          paused.push(ms);
        }
        // The limit still holds, in each process on its own.
        expect((await timedSignInAttempt(t, from)).status).toBe(429);
        expect(await readiness(t)).toMatchObject({
          status: 200,
          body: { status: 'degraded', redis: 'not answering' },
        });
      }
    } finally {
      redis.kill('SIGCONT');
    }
    const pausedForMs = performance.now() - pausedAt;
    console.info(
      `Redis paused ${Math.round(pausedForMs)} ms, limit ${limitMs} ms; sign-in answers (ms): ` +
        `normal median ${percentile(normal, 0.5).toFixed(1)} max ${Math.max(...normal).toFixed(1)}; ` +
        `paused median ${percentile(paused, 0.5).toFixed(1)} p95 ${percentile(paused, 0.95).toFixed(1)} ` +
        `max ${Math.max(...paused).toFixed(1)}`,
    );
    // No answer waited longer than the limit and an ordinary answer's time (generously, on a
    // shared machine): well under a second, where a silent Redis used to hold each for ~30 s.
    expect(Math.max(...paused)).toBeLessThan(limitMs + 500);
    // Said once per process, not per request.
    for (const [index, log] of logs.entries()) {
      const warnings = log.lines
        .slice(logged[index])
        .filter((line) => line.level === 40 && String(line.msg).includes('Redis'));
      expect(warnings, `process ${index + 1}'s warnings`).toHaveLength(1);
    }

    // Once Redis answers again, each process finds it (readiness is ready again) ...
    const deadline = Date.now() + 15_000;
    for (const t of processes) {
      let answer = await readiness(t);
      while (answer.body.status !== 'ready' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        answer = await readiness(t);
      }
      expect(answer).toMatchObject({ status: 200, body: { status: 'ready', redis: 'answering' } });
    }
    // ... having asked the silent Redis little while it was paused: what it was sent then, it has
    // counted now. A breaker stops the asking after a command times out, for a while; without
    // it every one of the 63 requests would have been sent.
    const sentWhilePaused = countedInRedis(port, from);
    console.info(
      `rate-limit commands sent to the paused Redis: ${sentWhilePaused} for 63 requests`,
    );
    expect(sentWhilePaused).toBeLessThanOrEqual(
      processes.length * (1 + Math.ceil(pausedForMs / SILENT_REDIS_PAUSE_MS)),
    );

    // ... and the counts are shared again: the 21st attempt from one address is refused
    // wherever it lands.
    const again = address();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      statuses.push((await signInAttempt(processes[attempt % 3]!, again)).statusCode);
    }
    expect(statuses.slice(0, LIMIT).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual(Array(30 - LIMIT).fill(429));
  }, 90_000);
});
