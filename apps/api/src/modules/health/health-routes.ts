import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process is stopping (SIGTERM): it reports not ready while it drains. */
    draining: { now: boolean };
  }
}

/** Probes of a load balancer or orchestrator: not rate limited. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers.',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary:
          'Readiness: the database answers a query, and the process is not stopping (SIGTERM). ' +
          'With REDIS_URL, `degraded` (still 200) while Redis does not answer: the rate limits ' +
          'are then counted per process.',
        response: {
          200: z.object({
            status: z.enum(['ready', 'degraded']),
            database: z.enum(['pglite', 'postgres']),
            // Only with REDIS_URL, where the rate limits are counted together.
            redis: z.enum(['answering', 'not answering']).optional(),
          }),
          503: z.object({
            status: z.enum(['unavailable', 'stopping']),
            database: z.enum(['pglite', 'postgres']),
          }),
        },
      },
    },
    async (request, reply) => {
      // A stopping process is taken out of the load balancer's rotation before it closes.
      if (app.draining.now) {
        return reply.code(503).send({ status: 'stopping', database: app.database.driver });
      }
      // Asked together: Redis within its command time limit, or at once while left alone.
      const redisAnswers = app.rateLimitRedis?.answers();
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        return reply.code(503).send({ status: 'unavailable', database: app.database.driver });
      }
      if (!redisAnswers) return { status: 'ready' as const, database: app.database.driver };
      // The process still serves without Redis (each counting its own limits), so it stays in
      // the rotation; `degraded` is for the operator. Redis's going is logged once, where it
      // fails a command.
      const answering = await redisAnswers;
      return {
        status: answering ? ('ready' as const) : ('degraded' as const),
        database: app.database.driver,
        redis: answering ? ('answering' as const) : ('not answering' as const),
      };
    },
  );
};
