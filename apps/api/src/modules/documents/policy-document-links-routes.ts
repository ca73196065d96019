import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_UNAVAILABLE_PATH,
  PRODUCT_DOCUMENT_LINK_MINUTES as DOCUMENT_LINK_MINUTES,
  documentFileName,
  productDocumentLinksRequestSchema as documentLinksRequestSchema,
  productDocumentLinksResponseSchema as documentLinksResponseSchema,
  type PolicyType,
} from '@wallet/domain';
import { apiErrorSchema, notFound } from '../../lib/http-errors.js';
import { createSignedLinks } from '../../lib/signed-links.js';
import { API_PREFIX } from '../../plugins/api-docs.js';
import { customersOnly, requireUser, signedInCaller } from '../../plugins/request-context.js';
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
 * Whether the caller is a browser opening the link in a tab: it asks for a page (HTML) by name,
 * where an API client asks for JSON, for anything, or names nothing.
 */
const opensInABrowserTab = (request: FastifyRequest) =>
  /(^|,)\s*text\/html\s*(;|,|$)/i.test(request.headers.accept ?? '');

/**
 * A link that opens nothing (expired, changed, cut short, in another browser, or outlived by its
 * sign-in): a browser tab goes to the app's page that says so and leads back to the documents
 * (303, so the tab never shows the API's JSON); an API client keeps its 4xx in JSON, which the
 * app's error handler (the parent of this one) writes.
 */
function documentUnavailableForBrowsers(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 500;
  if ((status === 400 || status === 404) && opensInABrowserTab(request)) {
    return reply.header('cache-control', 'no-store').redirect(DOCUMENT_UNAVAILABLE_PATH, 303);
  }
  throw error;
}

/**
 * car-travel-payment.md 7: a car or travel policy's documents as names and links (the two
 * answer the same shape). A link opens its PDF for a few minutes, only for the policy's owner and
 * only in the browser that asked for the list (its browser key cookie, HttpOnly and
 * SameSite=Strict), and only while the sign-in that asked still stands (sign-out and a password
 * reset end it): a link copied elsewhere, changed, expired or outlived by its sign-in opens nothing.
 */
export function policyDocumentLinksRoutes(spec: PolicyDocumentLinksSpec): FastifyPluginAsyncZod {
  const { policyType, path, tag, productWords } = spec;
  return async (app) => {
    const { documents } = app.repositories;
    const links = createSignedLinks(app.config.tokenSecret, 'policy-documents');
    const partsOf = (
      documentId: string,
      ownerUserId: string,
      browserKeyHash: string,
      signInId: string,
    ) => [documentId, ownerUserId, browserKeyHash, signInId];

    app.get(
      path,
      {
        // An agent never opens a customer's documents (403): they send them by e-mail instead.
        onRequest: [requireUser, customersOnly],
        schema: {
          tags: [tag],
          summary: `A ${productWords} policy's documents (car-travel-payment.md 7): policies[0].documents with name, description and url. Each url opens the PDF for ${DOCUMENT_LINK_MINUTES} minutes, for the owner, in the browser that asked (its browser key cookie is set here when missing). Another customer's policy is answered like one that does not exist.`,
          security: [{ bearerAuth: [] }],
          querystring: documentLinksRequestSchema,
          response: {
            200: documentLinksResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { userId, signInId } = signedInCaller(request);
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
                  partsOf(listing.id, userId, browserKeyHash, signInId),
                  expiresAt,
                );
                const query = new URLSearchParams({
                  expires: String(expires),
                  sign_in: signInId,
                  signature,
                });
                return {
                  name: listing.displayName,
                  ...(listing.description ? { description: listing.description } : {}),
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
        errorHandler: documentUnavailableForBrowsers,
        schema: {
          tags: [tag],
          summary: `One ${productWords} document as a PDF, through a link of the documents call: refused (404) once the link has expired or the sign-in that asked for it has ended, for any other document, and in any other browser; a link cut short or changed in form is a 400. A browser opening a refused link in a tab (Accept naming text/html) is sent instead (303) to the app's page ${DOCUMENT_UNAVAILABLE_PATH}, which says so and leads back to the documents.`,
          params: z.object({ document_id: z.uuid() }),
          querystring: z.object({
            expires: z.coerce.number().int().positive(),
            // A link made before links named their sign-in has none: it opens nothing (404).
            sign_in: z.uuid().optional(),
            signature: z.string().min(1).max(100),
          }),
          response: {
            200: z.any().describe('The PDF (application/pdf)'),
            303: z.null().describe(`A browser tab, to ${DOCUMENT_UNAVAILABLE_PATH}`),
            400: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const missing = notFound('No such document, or the link has expired.');
        const browserKeyHash = visitorKeyHashOf(request);
        const { document_id: documentId } = request.params;
        const signInId = request.query.sign_in;
        if (!browserKeyHash || !signInId) throw missing;
        const document = await documents.findWithOwner(documentId, policyType);
        if (
          !document ||
          !links.verify(
            partsOf(documentId, document.ownerUserId, browserKeyHash, signInId),
            request.query,
            app.clock().getTime(),
          ) ||
          !(await app.repositories.refreshSessions.isSignInLive(signInId))
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
