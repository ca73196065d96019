import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * How long a Redis that let a command time out is left alone before one command tries it again:
 * a Redis that is paused, swapping or cut off without a word (the connection stays open) would
 * otherwise cost every request the whole time limit.
 */
export const SILENT_REDIS_PAUSE_MS = 5_000;

/**
 * A connection on which nothing at all has arrived for this long while commands wait is dropped
 * and made again, so that a Redis whose host vanished without closing the connection is found
 * again at its address (a failover) rather than after the system's TCP give-up, many minutes on.
 */
const SILENT_CONNECTION_MS = 10_000;

// ioredis's words for a command that had no answer within `commandTimeout`.
const COMMAND_TIMED_OUT = 'Command timed out';

/** Reports how a command sent through `ask` ended: null when Redis answered it. */
export type Outcome = (error: Error | null) => void;

export interface RedisConnection {
  readonly client: Redis;
  /**
   * Sends a command through `send` when Redis may be asked now, and learns from the outcome
   * `send` reports; answers false, having sent nothing, while it is down or left alone after a
   * silence. Once it has failed, one command at a time tries it until it answers again.
   */
  ask(send: (outcome: Outcome) => void): boolean;
  /** Whether Redis answers now: asked with PING when it may be, else false (for readiness). */
  answers(): Promise<boolean>;
  close(): void;
}

/**
 * A connection to Redis that never holds a request up: a command sent while it is down fails at
 * once (no offline queue, no retry of the command), one that Redis leaves unanswered fails after
 * `commandTimeoutMs`, after which Redis is left alone for a while (a breaker), so its caller can
 * do without. The connection keeps trying to come back in the background, and its going and
 * coming back are each said once in the log.
 */
export async function openRedis(
  url: string,
  options: { commandTimeoutMs: number; log: FastifyBaseLogger; waitMs?: number },
): Promise<RedisConnection> {
  const { commandTimeoutMs, log, waitMs = 2_000 } = options;
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: commandTimeoutMs,
    socketTimeout: SILENT_CONNECTION_MS,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
  });
  // Each failure is reported where a command fails (once, below); an 'error' event nobody
  // listens to would end the process.
  client.on('error', () => {});
  // Started with its connection made, when Redis answers within the wait; a process starting
  // while Redis is down starts all the same.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, waitMs);
    client.once('ready', done);
    function done() {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    }
  });

  let answering = true;
  let leftAloneUntil = 0;
  let tryInFlight = false;

  function lost(error: Error) {
    if (!answering) return;
    answering = false;
    log.warn(
      { err: { message: error.message } },
      'Redis is not answering: the rate limits are counted per process until it does',
    );
  }
  function regained() {
    if (answering) return;
    answering = true;
    log.info('Redis answers again: the rate limits are shared through it again');
  }

  function ask(send: (outcome: Outcome) => void): boolean {
    if (client.status !== 'ready') {
      lost(new Error(`Redis is ${client.status}`));
      return false;
    }
    if (Date.now() < leftAloneUntil) return false;
    // After a failure one command tries Redis, the others do without until it has answered.
    const isTry = !answering;
    if (isTry) {
      if (tryInFlight) return false;
      tryInFlight = true;
    }
    send((error) => {
      if (isTry) tryInFlight = false;
      if (!error) return regained();
      lost(error);
      if (error.message === COMMAND_TIMED_OUT) leftAloneUntil = Date.now() + SILENT_REDIS_PAUSE_MS;
    });
    return true;
  }

  return {
    client,
    ask,
    async answers() {
      let pinged: Promise<boolean> = Promise.resolve(false);
      ask((outcome) => {
        pinged = client.ping().then(
          () => {
            outcome(null);
            return true;
          },
          (error: Error) => {
            outcome(error);
            return false;
          },
        );
      });
      return pinged;
    },
    close: () => client.disconnect(),
  };
}
