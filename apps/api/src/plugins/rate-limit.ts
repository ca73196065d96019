import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { openRedis, type RedisConnection } from '../lib/redis-connection.js';
import { sharedRateLimitStore } from '../lib/shared-rate-limit-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the rate limits are counted together (REDIS_URL); undefined: in each process. */
    rateLimitRedis: RedisConnection | undefined;
  }
}

/**
 * Every route's requests counted per client address, at most RATE_LIMIT_MAX a minute; a route
 * with a tighter limit of its own (sign-in) or none (the health checks) says so in its config.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    // With Redis the limits hold across every process (decision 0020); without, per process.
    const redis = app.config.redisUrl
      ? await openRedis(app.config.redisUrl, {
          commandTimeoutMs: app.config.redisCommandTimeoutMs,
          log: app.log,
        })
      : undefined;
    if (redis) app.addHook('onClose', async () => redis.close());
    // Readiness tells whether it answers.
    app.decorate('rateLimitRedis', redis);
    await app.register(rateLimit, {
      global: true,
      ...(redis ? { store: sharedRateLimitStore(redis) } : {}),
      max: app.config.rateLimitMax,
      timeWindow: '1 minute',
      // The allowance is told with the 429 that enforces it (beside Retry-After), not on every
      // answer within it: three headers fewer per call (docs/decisions/0008).
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
    });
  },
  { name: 'rate-limit', dependencies: [] },
);
