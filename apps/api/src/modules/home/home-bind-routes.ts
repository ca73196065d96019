import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  homeBindRequestSchema,
  bindResponseSchema,
  bindStatusRequestSchema,
  bindStatusResponseSchema,
} from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { requireFeature } from '../../plugins/feature-gate.js';
import { requireUser } from '../../plugins/request-context.js';
import { bindCallerOf } from '../checkout/index.js';
import { homeBindOrder } from './home-bind-order.js';

/** home.md 7 Bind, bind_upload and Bind status: home's payloads on the shared checkout. */
export const homeBindRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout, checkoutProducts } = app.services;
  const home = checkoutProducts.of('HOME');

  const callerOf = (request: FastifyRequest) => bindCallerOf(app.repositories.users, request);

  const common = {
    tags: ['checkout'],
    security: [{ bearerAuth: [] }],
    response: {
      200: bindResponseSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
      // The quote changed while the bind read it: nothing was paid (QUOTE_CHANGED).
      409: apiErrorSchema,
    },
  };

  app.post(
    '/home/applied_home_quotes/bind',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary:
          "Pay for a home quote and make the policy, answering when done (home.md 7 Bind). Refused with 400 and field errors, before anything is written, unless the premium is the quote's price, the frequency (12 instalments) and collection day (1, 8, 15, 22) are home's, the cover has not started and the quote was priced at most 90 days ago (home.md 9). Repeating it returns the first result.",
        body: homeBindRequestSchema,
      },
    },
    async (request) =>
      checkout.bind(home, await callerOf(request), homeBindOrder(request.body), true),
  );

  app.post(
    '/home/applied_home_quotes/bind_upload',
    {
      onRequest: [requireFeature('bind_upload_enabled'), requireUser],
      schema: {
        ...common,
        summary:
          'The same bind, with the same checks, answered at once with IN_PROGRESS; the policy is made in the background. Only while bind_upload_enabled is on: otherwise 404, as an unknown address.',
        body: homeBindRequestSchema,
      },
    },
    async (request) =>
      checkout.bind(home, await callerOf(request), homeBindOrder(request.body), false),
  );

  app.post(
    '/home/applied_home_quotes/bind_status',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary:
          'Where a bind stands: IN_PROGRESS, COMPLETED with the policy, or FAILED (home.md 7).',
        body: bindStatusRequestSchema,
        response: { ...common.response, 200: bindStatusResponseSchema },
      },
    },
    async (request) =>
      checkout.status(
        home,
        { ...(await callerOf(request)), as: 'customer' },
        {
          quoteReference: request.body.quote_reference,
          email: request.body.user_email,
        },
      ),
  );
};
