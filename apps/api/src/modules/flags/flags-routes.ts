import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featureFlagsSchema } from '@wallet/domain';

export const flagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/feature',
    {
      schema: {
        tags: ['flags'],
        summary:
          'The eight feature flags (platform.md 3.2), read from the database (held for at most a second).',
        response: { 200: featureFlagsSchema },
      },
    },
    async () => app.repositories.flags.readAll(),
  );
};
