import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TRAVEL_CONSENT_DOCUMENTS,
  TRAVEL_CONSENT_DOCUMENT_KINDS,
  TRAVEL_PRODUCT_DOCUMENTS,
  TRAVEL_PRODUCT_DOCUMENT_KINDS,
} from '@wallet/domain';
import { createTravelConsentDocuments } from '../../adapters/documents/travel-consent-documents.js';
import { createTravelProductDocuments } from '../../adapters/documents/travel-product-documents.js';
import { replyWithPublicPdf } from '../../lib/pdf-reply.js';

/**
 * The travel documents read before buying (the payment page's summary links them, the Your cover
 * consents link the documents they name): open to everyone, as a visitor reads them before
 * signing up.
 */
export const travelProductDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = createTravelProductDocuments();
  const consentDocuments = createTravelConsentDocuments();

  app.get(
    '/travel/insurer_documents/:document',
    {
      // The browser shows the PDF in its viewer, a page: it gets the page headers.
      config: { answersPage: true },
      schema: {
        tags: ['travel'],
        summary:
          "The travel insurer's Schedule of Benefits or Insurance Product Information Document as a PDF, read before buying.",
        params: z.object({ document: z.enum(TRAVEL_PRODUCT_DOCUMENT_KINDS) }),
      },
    },
    async (request, reply) => {
      const { document } = request.params;
      const name = `Travel ${TRAVEL_PRODUCT_DOCUMENTS[document].displayName}`;
      return replyWithPublicPdf(reply, name, await documents.pdf(document));
    },
  );

  app.get(
    '/travel/consent_documents/:document',
    {
      config: { answersPage: true },
      schema: {
        tags: ['travel'],
        summary:
          "A document the travel consents name as a PDF: the Terms and Conditions, the Data Protection Notice, Chubb's Terms of Business or Chubb's Privacy Policy.",
        params: z.object({ document: z.enum(TRAVEL_CONSENT_DOCUMENT_KINDS) }),
      },
    },
    async (request, reply) => {
      const { document } = request.params;
      const name = `Travel ${TRAVEL_CONSENT_DOCUMENTS[document].displayName}`;
      return replyWithPublicPdf(reply, name, await consentDocuments.pdf(document));
    },
  );
};
