import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarDateOf,
  DOCUMENT_BUSINESS_PROCESSES,
  documentDownloadRequestSchema,
  documentDownloadResponseSchema,
  documentsSummaryRequestSchema,
  documentsSummaryResponseSchema,
  formatIsoDate,
  type DocumentBusinessProcess,
  type DocumentGroup,
} from '@wallet/domain';
import { apiErrorSchema, notFound } from '../../lib/http-errors.js';
import { customersOnly, requireUser, signedInCaller } from '../../plugins/request-context.js';
import type { DocumentListing } from './documents-repository.js';

const isProcess = (value: string): value is DocumentBusinessProcess =>
  (DOCUMENT_BUSINESS_PROCESSES as readonly string[]).includes(value);

/** home.md 7: documents grouped by business process and the day they were issued. */
export function groupDocuments(listings: DocumentListing[]): DocumentGroup[] {
  const groups = new Map<string, DocumentGroup>();
  for (const listing of listings) {
    if (!isProcess(listing.businessProcess)) continue;
    // The Irish day it was issued, as its PDF is dated.
    const date = formatIsoDate(calendarDateOf(listing.createdAt));
    const key = `${listing.businessProcess}|${date}`;
    const group = groups.get(key) ?? {
      date,
      business_process: listing.businessProcess,
      documents: [],
    };
    group.documents.push({
      document_id: listing.id,
      display_name: listing.displayName,
      description: listing.description,
    });
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.date.localeCompare(a.date));
}

/** How a policy's page names the alternative insurer's documents issued with its renewal offer. */
const OFFERED_ALTERNATIVE: Readonly<Record<string, { displayName: string; description: string }>> =
  {
    'alternative-quote': {
      displayName: 'Alternative quote offered',
      description: "Another insurer's quote for your home, offered with your renewal",
    },
    'statement-of-fact': {
      displayName: 'Statement of Fact of the alternative quote',
      description: 'The facts the alternative quote offered with your renewal relies on',
    },
  };

/**
 * A policy period's documents as its page lists them: what was issued for that period. The
 * renewal offer's documents are filed on the period it renews: the notice as RENEWAL_OFFER, the
 * alternative insurer's quote as RENEWAL_TRANSFER (so the renewal documents call finds it by the
 * spec's process). On the policy's page the alternative is what it was, a quote offered with the
 * renewal, whichever insurer the customer renewed with: it is listed with the renewal offer, never
 * as a transfer (decision 0016). A policy made by a transfer keeps its own RENEWAL_TRANSFER
 * documents, issued with its making and not with an offer.
 */
export function documentsOfPeriod(
  listings: DocumentListing[],
  asked: readonly DocumentBusinessProcess[],
): DocumentListing[] {
  return listings
    .map((listing) => {
      if (!listing.issuedWithOffer || listing.businessProcess !== 'RENEWAL_TRANSFER') {
        return listing;
      }
      const named = OFFERED_ALTERNATIVE[listing.name];
      return {
        ...listing,
        businessProcess: 'RENEWAL_OFFER',
        displayName: named?.displayName ?? `${listing.displayName} (alternative quote offered)`,
        description: named?.description ?? listing.description,
      };
    })
    .filter((listing) => (asked as readonly string[]).includes(listing.businessProcess));
}

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = app.repositories.documents;
  const common = { tags: ['policies'], security: [{ bearerAuth: [] }] };

  app.post(
    '/home/applied_home_documents/summary',
    {
      onRequest: [requireUser, customersOnly],
      schema: {
        ...common,
        summary:
          "A policy period's documents grouped by business process (home.md 7 Documents summary): what was issued for that period, its renewal offer (RENEWAL_OFFER: the notice and the alternative quote offered with it) among them when asked for.",
        body: documentsSummaryRequestSchema,
        response: {
          200: documentsSummaryResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { userId } = signedInCaller(request);
      const asked = request.body.business_processes;
      // The offer's alternative is filed as RENEWAL_TRANSFER and listed with the offer.
      const read = asked.includes('RENEWAL_OFFER')
        ? [...asked, 'RENEWAL_TRANSFER' as const]
        : asked;
      const listings = await documents.listOfOwnedPolicy(userId, request.body.policy_id, read);
      // Another customer's policy is answered like one that does not exist.
      if (!listings) throw notFound('No such policy.');
      return groupDocuments(documentsOfPeriod(listings, asked));
    },
  );

  app.post(
    '/home/applied_home_documents/document',
    {
      onRequest: [requireUser, customersOnly],
      schema: {
        ...common,
        summary:
          "One document as a base64 PDF (home.md 7 Document download): the owner's only; an agent is refused (403).",
        body: documentDownloadRequestSchema,
        response: {
          200: documentDownloadResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { userId } = signedInCaller(request);
      const document = await documents.findOwned(userId, request.body.document_id);
      if (!document) throw notFound('No such document.');
      return {
        document_id: request.body.document_id,
        display_name: document.displayName,
        content_type: 'application/pdf' as const,
        content: document.pdf.toString('base64'),
      };
    },
  );
};
