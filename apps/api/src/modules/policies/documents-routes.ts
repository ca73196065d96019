import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DOCUMENT_BUSINESS_PROCESSES,
  documentDownloadRequestSchema,
  documentDownloadResponseSchema,
  documentsSummaryRequestSchema,
  documentsSummaryResponseSchema,
  type DocumentBusinessProcess,
  type DocumentGroup,
} from '@wallet/domain';
import { apiErrorSchema, notFound } from '../../lib/http-errors.js';
import { requireUser, signedInCaller } from '../../plugins/request-context.js';
import type { DocumentListing } from './documents-repository.js';

const isProcess = (value: string): value is DocumentBusinessProcess =>
  (DOCUMENT_BUSINESS_PROCESSES as readonly string[]).includes(value);

/** home.md 7: documents grouped by business process and the day they were issued. */
export function groupDocuments(listings: DocumentListing[]): DocumentGroup[] {
  const groups = new Map<string, DocumentGroup>();
  for (const listing of listings) {
    if (!isProcess(listing.businessProcess)) continue;
    const date = listing.createdAt.toISOString().slice(0, 10);
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

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = app.repositories.documents;
  const common = { tags: ['policies'], security: [{ bearerAuth: [] }] };

  app.post(
    '/home/applied_home_documents/summary',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary: "A policy's documents grouped by business process (home.md 7 Documents summary).",
        body: documentsSummaryRequestSchema,
        response: {
          200: documentsSummaryResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { userId } = signedInCaller(request);
      const listings = await documents.listOfOwnedPolicy(
        userId,
        request.body.policy_id,
        request.body.business_processes,
      );
      // Another customer's policy is answered like one that does not exist.
      if (!listings) throw notFound('No such policy.');
      return groupDocuments(listings);
    },
  );

  app.post(
    '/home/applied_home_documents/document',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary: 'One document as a base64 PDF (home.md 7 Document download).',
        body: documentDownloadRequestSchema,
        response: {
          200: documentDownloadResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
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
