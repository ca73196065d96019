import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

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
        summary: 'Readiness: the database answers a query.',
        response: {
          200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({
            status: z.literal('unavailable'),
            database: z.enum(['pglite', 'postgres']),
          }),
        },
      },
    },
    async (request, reply) => {
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
