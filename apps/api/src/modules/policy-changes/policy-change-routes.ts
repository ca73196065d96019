import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  policyChangeAppliedSchema,
  policyChangeApplyRequestSchema,
  policyChangeQuoteRequestSchema,
  policyChangeQuoteSchema,
  policyVersionsSchema,
} from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { requireUser, signedInCaller } from '../../plugins/request-context.js';

const policyParams = z.strictObject({ policyId: z.string().trim().min(1).max(60) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/**
 * Mid-term changes (issue 43): the signed-in owner's own policies only (another's is not found),
 * the price first, then the change made once at that price.
 */
export const policyChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const changes = app.services.policyChanges;
  const common = { tags: ['policies'], security: [{ bearerAuth: [] }] };

  app.get(
    '/policies/:policyId/versions',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary:
          'The policy as bought (version 1) and as each mid-term change left it, oldest first: the day each took effect, its annual premium, what it altered and the answers a change may alter.',
        params: policyParams,
        response: { 200: policyVersionsSchema, ...errors },
      },
    },
    async (request) => ({
      versions: await changes.versions(signedInCaller(request).userId, request.params.policyId),
    }),
  );

  app.post(
    '/policies/:policyId/changes/quote',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary:
          "Prices a mid-term change with the policy's insurer, on the answers as they will stand: the new annual premium and what the change costs or returns for the rest of the period (pro rata by days, whole cents), valid for the day. A declined or referred change is said so and nothing is kept; only a priced change is stored.",
        params: policyParams,
        body: policyChangeQuoteRequestSchema,
        response: { 200: policyChangeQuoteSchema, ...errors, 503: apiErrorSchema },
      },
    },
    async (request) =>
      changes.quote(signedInCaller(request).userId, request.params.policyId, request.body),
  );

  app.post(
    '/policies/:policyId/changes',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary:
          'Makes a priced change once, at the price shown (409 when it has changed, the day has passed or the policy changed since): an extra charge is paid by card (a token of the hosted card fields) or added to the remaining direct debits; a return goes back to the card or reduces them. A new version, its endorsement schedule and an e-mail follow. Asked again, it answers the first result.',
        params: policyParams,
        body: policyChangeApplyRequestSchema,
        response: { 200: policyChangeAppliedSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) =>
      changes.apply(signedInCaller(request).userId, request.params.policyId, request.body),
  );
};
