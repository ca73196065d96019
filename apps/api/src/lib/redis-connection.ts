import { Redis } from 'ioredis';

/**
 * A connection to Redis that never holds a request up: a command sent while it is down fails at
 * once (no offline queue, no retry of the command) so its caller can do without, and the
 * connection keeps trying to come back in the background.
 */
export async function openRedis(url: string, waitMs = 2_000): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
  });
  // Each failure is reported where a command fails (the rate limits' store logs it once); an
  // 'error' event nobody listens to would end the process.
  redis.on('error', () => {});
  // Started with its connection made, when Redis answers within the wait; a process starting
  // while Redis is down starts all the same.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, waitMs);
    redis.once('ready', done);
    function done() {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    }
  });
  return redis;
}
