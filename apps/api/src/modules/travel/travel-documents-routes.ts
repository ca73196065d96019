import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TRAVEL_DOCUMENT_LINK_MINUTES,
  documentFileName,
  travelDocumentsRequestSchema,
  travelDocumentsResponseSchema,
} from '@wallet/domain';
import { apiErrorSchema, notFound } from '../../lib/http-errors.js';
import { createSignedLinks } from '../../lib/signed-links.js';
import { API_PREFIX } from '../../plugins/api-docs.js';
import { requireUser, signedInCaller } from '../../plugins/request-context.js';
import { ensureVisitorKeyHash, visitorKeyHashOf } from '../quotes/index.js';

const DOCUMENTS_PATH = '/travel/travel_quotes/documents';
const LINK_LIFETIME_MS = TRAVEL_DOCUMENT_LINK_MINUTES * 60_000;

/**
 * car-travel-payment.md 7: a travel policy's documents as names and links. A link opens its PDF
 * for a few minutes, only for the policy's owner and only in the browser that asked for the list
 * (its browser key cookie, HttpOnly and SameSite=Strict): a link copied elsewhere opens nothing.
 */
export const travelDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { documents } = app.repositories;
  const links = createSignedLinks(app.config.tokenSecret, 'policy-documents');
  const partsOf = (documentId: string, ownerUserId: string, browserKeyHash: string) => [
    documentId,
    ownerUserId,
    browserKeyHash,
  ];

  app.get(
    DOCUMENTS_PATH,
    {
      onRequest: requireUser,
      schema: {
        tags: ['travel'],
        summary: `A travel policy's documents (car-travel-payment.md 7): policies[0].documents with name and url. Each url opens the PDF for ${TRAVEL_DOCUMENT_LINK_MINUTES} minutes, for the owner, in the browser that asked (its browser key cookie is set here when missing). Another customer's policy is answered like one that does not exist.`,
        security: [{ bearerAuth: [] }],
        querystring: travelDocumentsRequestSchema,
        response: {
          200: travelDocumentsResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { userId } = signedInCaller(request);
      const reference = request.query.policyReference;
      const listings = await documents.listOfOwnedPolicyReference(userId, reference, 'TRAVEL');
      if (!listings) throw notFound('No such travel policy.');
      const browserKeyHash = ensureVisitorKeyHash(request, reply, app.config.isProduction);
      const expiresAt = app.clock().getTime() + LINK_LIFETIME_MS;
      return {
        policies: [
          {
            policy_reference: reference,
            documents: listings.map((listing) => {
              const { expires, signature } = links.sign(
                partsOf(listing.id, userId, browserKeyHash),
                expiresAt,
              );
              const query = new URLSearchParams({ expires: String(expires), signature });
              return {
                name: listing.displayName,
                url: `${API_PREFIX}${DOCUMENTS_PATH}/${listing.id}?${query.toString()}`,
              };
            }),
          },
        ],
      };
    },
  );

  app.get(
    `${DOCUMENTS_PATH}/:document_id`,
    {
      // The browser shows the PDF in its viewer, a page: it gets the page headers.
      config: { answersPage: true },
      schema: {
        tags: ['travel'],
        summary:
          'One travel document as a PDF, through a link of the documents call: refused (404) once the link has expired, for any other document, and in any other browser.',
        params: z.object({ document_id: z.uuid() }),
        querystring: z.object({
          expires: z.coerce.number().int().positive(),
          signature: z.string().min(1).max(100),
        }),
        response: {
          200: z.any().describe('The PDF (application/pdf)'),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const missing = notFound('No such document, or the link has expired.');
      const browserKeyHash = visitorKeyHashOf(request);
      const { document_id: documentId } = request.params;
      if (!browserKeyHash) throw missing;
      const document = await documents.findWithOwner(documentId, 'TRAVEL');
      if (
        !document ||
        !links.verify(
          partsOf(documentId, document.ownerUserId, browserKeyHash),
          request.query,
          app.clock().getTime(),
        )
      ) {
        throw missing;
      }
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `inline; filename="${documentFileName(document.displayName)}"`,
        )
        .send(document.pdf);
    },
  );
};
