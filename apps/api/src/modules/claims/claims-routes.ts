import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  claimDetailSchema,
  claimListSchema,
  claimMessageRequestSchema,
  claimRequestSchema,
} from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { requireUser, signedInCaller } from '../../plugins/request-context.js';

const referenceParams = z.strictObject({ reference: z.string().trim().min(1).max(40) });

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
/** An id sent again with other content. */
const reusedId = { 409: apiErrorSchema };

/**
 * Claims made online (issue 44): the signed-in customer's own claims only (another's is not
 * found), on their own policies.
 */
export const claimsRoutes: FastifyPluginAsyncZod = async (app) => {
  const claims = app.services.claims;
  const common = { tags: ['claims'], security: [{ bearerAuth: [] }] };

  app.post(
    '/claims',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary:
          "Makes a claim on one of the customer's policies, checked with the rules its product's claim form keeps: the claim, its first event and its acknowledgement e-mail in one transaction. Sent again with the same submission_id (a double tap, a retry), it answers the claim made and makes no other; with other answers, 409.",
        body: claimRequestSchema,
        response: { 200: claimDetailSchema, ...errors, ...reusedId },
      },
    },
    async (request) => claims.create(signedInCaller(request).userId, request.body),
  );

  app.get(
    '/claims',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary: "The customer's claims, newest first, those on ended policies included.",
        response: { 200: claimListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => claims.list(signedInCaller(request).userId),
  );

  app.get(
    '/claims/:reference',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary: "One of the customer's claims by its reference, with its timeline.",
        params: referenceParams,
        response: { 200: claimDetailSchema, ...errors },
      },
    },
    async (request) => claims.get(signedInCaller(request).userId, request.params.reference),
  );

  app.post(
    '/claims/:reference/messages',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary:
          "A message from the customer on their claim's thread: information asked for and now given moves the claim back to being assessed. Sent again with the same message_id, it keeps one message (with other words, 409). A settled or declined claim takes no more.",
        params: referenceParams,
        body: claimMessageRequestSchema,
        response: { 200: claimDetailSchema, ...errors, ...reusedId },
      },
    },
    async (request) =>
      claims.sendMessage(signedInCaller(request).userId, request.params.reference, request.body),
  );
};
