import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TRAVEL_CONSENT_DOCUMENTS,
  TRAVEL_CONSENT_DOCUMENT_KINDS,
  TRAVEL_PRODUCT_DOCUMENTS,
  TRAVEL_PRODUCT_DOCUMENT_KINDS,
} from '@wallet/domain';
import { createTravelConsentDocuments } from '../../adapters/documents/travel-consent-documents.js';
import { createTravelProductDocuments } from '../../adapters/documents/travel-product-documents.js';
import { publicDocumentRoute } from '../documents/index.js';

/**
 * The travel documents read before buying (the payment page's summary links them, the Your cover
 * consents link the documents they name): open to everyone, as a visitor reads them before
 * signing up.
 */
export const travelProductDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = createTravelProductDocuments();
  const consentDocuments = createTravelConsentDocuments();

  publicDocumentRoute(app, {
    path: '/travel/insurer_documents/:document',
    tag: 'travel',
    summary:
      "The travel insurer's Schedule of Benefits or Insurance Product Information Document as a PDF, read before buying.",
    kinds: TRAVEL_PRODUCT_DOCUMENT_KINDS,
    nameOf: (kind) => `Travel ${TRAVEL_PRODUCT_DOCUMENTS[kind].displayName}`,
    pdf: (kind) => documents.pdf(kind),
  });

  publicDocumentRoute(app, {
    path: '/travel/consent_documents/:document',
    tag: 'travel',
    summary:
      "A document the travel consents name as a PDF: the Terms and Conditions, the Data Protection Notice, Chubb's Terms of Business or Chubb's Privacy Policy.",
    kinds: TRAVEL_CONSENT_DOCUMENT_KINDS,
    nameOf: (kind) => `Travel ${TRAVEL_CONSENT_DOCUMENTS[kind].displayName}`,
    pdf: (kind) => consentDocuments.pdf(kind),
  });
};
