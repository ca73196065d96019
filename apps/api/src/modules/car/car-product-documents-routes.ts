import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CAR_PRODUCT_DOCUMENTS, CAR_PRODUCT_DOCUMENT_KINDS, PRODUCT_LABELS } from '@wallet/domain';
import { createCarInsurerDocuments } from '../../adapters/documents/car-insurer-documents.js';
import { publicDocumentRoute } from '../documents/index.js';
import { CAR_INSURER_NAME } from './car-checkout-product.js';

/**
 * The car documents read before buying: the three the terms page's acceptance names and the
 * Summary of Terms and Insurance Product Information Document the payment page lists. Open to
 * everyone, as a visitor reads them before signing up.
 */
export const carProductDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = createCarInsurerDocuments(CAR_INSURER_NAME);
  publicDocumentRoute(app, {
    path: '/motor/insurer_documents/:document',
    tag: 'motor',
    summary:
      "The car insurer's Terms and Conditions, Disclosure Requirements, Motor User Agreement, Summary of Terms or Insurance Product Information Document as a PDF, read before buying.",
    kinds: CAR_PRODUCT_DOCUMENT_KINDS,
    nameOf: (kind) => `${PRODUCT_LABELS.car} ${CAR_PRODUCT_DOCUMENTS[kind].displayName}`,
    pdf: (kind) => documents.pdf(kind),
  });
};
