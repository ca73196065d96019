import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  homeBindRequestSchema,
  homeBindResponseSchema,
  homeBindStatusRequestSchema,
  homeBindStatusResponseSchema,
} from '@wallet/domain';
import { apiErrorSchema, unauthorized } from '../../lib/http-errors.js';
import { requireUser, signedInCaller } from '../../plugins/request-context.js';
import { createHomeQuotesService } from '../home/home-quotes-service.js';
import { visitorKeyHashOf } from '../home/visitor-key.js';
import { createHomeBindService, type BindCaller } from './home-bind-service.js';

export const homeBindRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHomeBindService({
    homeQuotesService: createHomeQuotesService({
      repositories: app.repositories,
      insurers: app.homeInsurers,
      clock: app.clock,
      timeoutMs: app.config.insurerTimeoutMs,
    }),
    homeQuotes: app.repositories.homeQuotes,
    records: app.repositories.bindRecords,
    jobs: app.repositories.jobs,
    runner: app.jobRunner,
    clock: app.clock,
  });

  async function callerOf(request: FastifyRequest): Promise<BindCaller> {
    const { userId } = signedInCaller(request);
    const user = await app.repositories.users.findById(userId);
    if (!user) throw unauthorized();
    // A quote asked for while signed out on this browser becomes the customer's as they buy it.
    return { userId, email: user.email, visitorKeyHash: visitorKeyHashOf(request) };
  }

  const common = {
    tags: ['checkout'],
    security: [{ bearerAuth: [] }],
    response: {
      200: homeBindResponseSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
    },
  };

  app.post(
    '/home/applied_home_quotes/bind',
    {
      preHandler: requireUser,
      schema: {
        ...common,
        summary:
          'Pay for a home quote and make the policy, answering when done (home.md 7 Bind). Repeating it returns the first result.',
        body: homeBindRequestSchema,
      },
    },
    async (request) => service.bind(await callerOf(request), request.body, true),
  );

  app.post(
    '/home/applied_home_quotes/bind_upload',
    {
      preHandler: requireUser,
      schema: {
        ...common,
        summary:
          'The same bind answered at once with IN_PROGRESS; the policy is made in the background (bind_upload_enabled).',
        body: homeBindRequestSchema,
      },
    },
    async (request) => service.bind(await callerOf(request), request.body, false),
  );

  app.post(
    '/home/applied_home_quotes/bind_status',
    {
      preHandler: requireUser,
      schema: {
        ...common,
        summary:
          'Where a bind stands: IN_PROGRESS, COMPLETED with the policy, or FAILED (home.md 7).',
        body: homeBindStatusRequestSchema,
        response: { ...common.response, 200: homeBindStatusResponseSchema },
      },
    },
    async (request) => service.status(await callerOf(request), request.body),
  );
};
