import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_ON_REQUEST_REPEAT_SECONDS,
  documentOnRequestRequestSchema,
  documentOnRequestResponseSchema,
} from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { customersOnly, requireUser, signedInCaller } from '../../plugins/request-context.js';

const policyParams = z.strictObject({ policyId: z.string().trim().min(1).max(60) });

/**
 * Documents on demand (issue 45): the signed-in owner's own policies only (another's is not
 * found); an agent is refused (403), as with the documents themselves.
 */
export const documentsOnRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.documentsOnRequest;

  app.post(
    '/policies/:policyId/documents',
    {
      // Who is calling is decided before anything of the request is read.
      onRequest: [requireUser, customersOnly],
      schema: {
        tags: ['policies'],
        security: [{ bearerAuth: [] }],
        summary: `Makes a document the customer asks for on one of their policies, as a PDF filed with its documents (business process ON_REQUEST) and answered base64: a replacement insurance disc or a no-claims bonus statement (the years earned to date) for a car policy, a proof-of-cover letter for any policy. A disc or a letter only while the policy is in force; another product's document, or one refused, is a 400 saying why. Asked again with the same request_id, or for the same document within ${DOCUMENT_ON_REQUEST_REPEAT_SECONDS} seconds (a double tap), it answers the document made and makes no other.`,
        params: policyParams,
        body: documentOnRequestRequestSchema,
        response: {
          200: documentOnRequestResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) =>
      service.request(signedInCaller(request).userId, request.params.policyId, request.body),
  );
};
