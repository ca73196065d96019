import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PRODUCT_DOCUMENT_LINK_MINUTES as DOCUMENT_LINK_MINUTES,
  documentFileName,
  productDocumentLinksRequestSchema as documentLinksRequestSchema,
  productDocumentLinksResponseSchema as documentLinksResponseSchema,
  type PolicyType,
} from '@wallet/domain';
import { apiErrorSchema, notFound } from '../../lib/http-errors.js';
import { createSignedLinks } from '../../lib/signed-links.js';
import { API_PREFIX } from '../../plugins/api-docs.js';
import { requireUser, signedInCaller } from '../../plugins/request-context.js';
import { ensureVisitorKeyHash, visitorKeyHashOf } from '../quotes/index.js';

/** The product whose policies' documents are listed, as its calls and API docs name it. */
export interface PolicyDocumentLinksSpec {
  policyType: PolicyType;
  /** The list's path (car-travel-payment.md 7); each document opens under it. */
  path: string;
  tag: string;
  /** How the API docs and refusals name the product: 'travel', 'car'. */
  productWords: string;
}

const LINK_LIFETIME_MS = DOCUMENT_LINK_MINUTES * 60_000;

/**
 * car-travel-payment.md 7: a car or travel policy's documents as names and links (the two
 * answer the same shape). A link opens its PDF for a few minutes, only for the policy's owner and
 * only in the browser that asked for the list (its browser key cookie, HttpOnly and
 * SameSite=Strict): a link copied elsewhere, changed or expired opens nothing.
 */
export function policyDocumentLinksRoutes(spec: PolicyDocumentLinksSpec): FastifyPluginAsyncZod {
  const { policyType, path, tag, productWords } = spec;
  return async (app) => {
    const { documents } = app.repositories;
    const links = createSignedLinks(app.config.tokenSecret, 'policy-documents');
    const partsOf = (documentId: string, ownerUserId: string, browserKeyHash: string) => [
      documentId,
      ownerUserId,
      browserKeyHash,
    ];

    app.get(
      path,
      {
        onRequest: requireUser,
        schema: {
          tags: [tag],
          summary: `A ${productWords} policy's documents (car-travel-payment.md 7): policies[0].documents with name and url. Each url opens the PDF for ${DOCUMENT_LINK_MINUTES} minutes, for the owner, in the browser that asked (its browser key cookie is set here when missing). Another customer's policy is answered like one that does not exist.`,
          security: [{ bearerAuth: [] }],
          querystring: documentLinksRequestSchema,
          response: {
            200: documentLinksResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { userId } = signedInCaller(request);
        const reference = request.query.policyReference;
        const listings = await documents.listOfOwnedPolicyReference(userId, reference, policyType);
        if (!listings) throw notFound(`No such ${productWords} policy.`);
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
                  url: `${API_PREFIX}${path}/${listing.id}?${query.toString()}`,
                };
              }),
            },
          ],
        };
      },
    );

    app.get(
      `${path}/:document_id`,
      {
        // The browser shows the PDF in its viewer, a page: it gets the page headers.
        config: { answersPage: true },
        schema: {
          tags: [tag],
          summary: `One ${productWords} document as a PDF, through a link of the documents call: refused (404) once the link has expired, for any other document, and in any other browser.`,
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
        const document = await documents.findWithOwner(documentId, policyType);
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
}
