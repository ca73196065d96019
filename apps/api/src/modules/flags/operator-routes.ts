import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INSURER_CODES, featureFlagNameSchema } from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { requireOperatorKey } from '../../plugins/operator-key.js';

export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireOperator = requireOperatorKey(app);

  app.put(
    '/operator/feature/:name',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['operator'],
        summary: 'Switch a feature flag on or off; the browser app sees it on its next flags call.',
        security: [{ operatorKey: [] }],
        params: z.object({ name: featureFlagNameSchema }),
        body: z.strictObject({ enabled: z.boolean() }),
        response: {
          200: z.object({ name: featureFlagNameSchema, enabled: z.boolean() }),
          400: apiErrorSchema,
          401: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { name } = request.params;
      await app.repositories.flags.set(name, request.body.enabled);
      request.log.info({ flag: name, enabled: request.body.enabled }, 'feature flag changed');
      return { name, enabled: request.body.enabled };
    },
  );

  app.put(
    '/operator/insurer/:code',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['operator'],
        summary:
          'Switch an insurer off (every quote then treats it as unavailable: EXTERNAL_SERVICE_UNAVAILABLE when no insurer quotes) or back on.',
        security: [{ operatorKey: [] }],
        params: z.object({ code: z.enum(INSURER_CODES) }),
        body: z.strictObject({ available: z.boolean() }),
        response: {
          200: z.object({ code: z.enum(INSURER_CODES), available: z.boolean() }),
          400: apiErrorSchema,
          401: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { code } = request.params;
      await app.repositories.insurerAvailability.set(code, request.body.available);
      request.log.info({ insurer: code, available: request.body.available }, 'insurer switched');
      return { code, available: request.body.available };
    },
  );
};
