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
          'Readiness: the database answers a query, and the process is not stopping (SIGTERM).',
        response: {
          200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
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
      try {
        await app.database.ping();
        return { status: 'ready' as const, database: app.database.driver };
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        return reply.code(503).send({ status: 'unavailable', database: app.database.driver });
      }
    },
  );
};
