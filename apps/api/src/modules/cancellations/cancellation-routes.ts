import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancellationQuoteRequestSchema,
  cancellationQuoteResponseSchema,
  cancellationRequestSchema,
  cancellationResponseSchema,
} from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { requireUser, signedInCaller } from '../../plugins/request-context.js';

const policyParams = z.strictObject({ policyId: z.string().trim().min(1).max(60) });

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
};

/**
 * Withdrawal and cancellation (issue 43): the signed-in owner's own policies only (another's is
 * not found), the figures first, then leaving at exactly those figures.
 */
export const cancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  const cancellations = app.services.cancellations;
  const common = { tags: ['policies'], security: [{ bearerAuth: [] }] };

  app.post(
    '/policies/:policyId/cancellation/quote',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary:
          'What withdrawing from (inside the withdrawal period) or cancelling the policy would come to: the days of cover, what was paid, the cover given, any fee in its terms and the refund or last collection. Nothing is written.',
        params: policyParams,
        body: cancellationQuoteRequestSchema,
        response: { 200: cancellationQuoteResponseSchema, ...errors },
      },
    },
    async (request) =>
      cancellations.quote(signedInCaller(request).userId, request.params.policyId, request.body),
  );

  app.post(
    '/policies/:policyId/cancellation',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary:
          'Withdraws from or cancels the policy at the settlement the customer was shown (409 when it has changed since): the policy ends on its last day of cover, its renewal closes, a confirmation is filed with its documents and e-mailed, and a refund is made within 30 days. Asked again, it answers the first result.',
        params: policyParams,
        body: cancellationRequestSchema,
        response: { 200: cancellationResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) =>
      cancellations.confirm(signedInCaller(request).userId, request.params.policyId, request.body),
  );
};
