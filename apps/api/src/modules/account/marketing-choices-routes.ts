import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { marketingChoiceSchema, marketingChoicesSchema, policyTypeSchema } from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { requireUser, signedInCaller } from '../../plugins/request-context.js';

const productParams = z.strictObject({ policyType: policyTypeSchema });

/** The signed-in customer's own marketing choices: no other customer's can be named. */
export const marketingChoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const choices = app.services.marketingChoices;
  app.get(
    '/account/marketing',
    {
      onRequest: requireUser,
      schema: {
        tags: ['account'],
        security: [{ bearerAuth: [] }],
        summary:
          "The customer's marketing choices for each product bought, and the latest changes to them with when and where each was made.",
        response: { 200: marketingChoicesSchema, 401: apiErrorSchema },
      },
    },
    async (request) => choices.read(signedInCaller(request).userId),
  );
  app.put(
    '/account/marketing/:policyType',
    {
      onRequest: requireUser,
      schema: {
        tags: ['account'],
        security: [{ bearerAuth: [] }],
        summary:
          "Sets a product's marketing choices. The same choices again change and record nothing; a product never bought is not found.",
        params: productParams,
        body: marketingChoiceSchema,
        response: {
          200: marketingChoicesSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) =>
      choices.change(signedInCaller(request).userId, request.params.policyType, request.body),
  );
};
