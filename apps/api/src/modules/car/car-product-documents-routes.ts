import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAR_PRODUCT_DOCUMENTS, CAR_PRODUCT_DOCUMENT_KINDS, PRODUCT_LABELS } from '@wallet/domain';
import { createCarInsurerDocuments } from '../../adapters/documents/car-insurer-documents.js';
import { replyWithPublicPdf } from '../../lib/pdf-reply.js';
import { CAR_INSURER_NAME } from './car-checkout-product.js';

/**
 * The car documents read before buying: the three the terms page's acceptance names and the
 * Summary of Terms and Insurance Product Information Document the payment page lists. Open to
 * everyone, as a visitor reads them before signing up.
 */
export const carProductDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = createCarInsurerDocuments(CAR_INSURER_NAME);

  app.get(
    '/motor/insurer_documents/:document',
    {
      // The browser shows the PDF in its viewer, a page: it gets the page headers.
      config: { answersPage: true },
      schema: {
        tags: ['motor'],
        summary:
          "The car insurer's Terms and Conditions, Disclosure Requirements, Motor User Agreement, Summary of Terms or Insurance Product Information Document as a PDF, read before buying.",
        params: z.object({ document: z.enum(CAR_PRODUCT_DOCUMENT_KINDS) }),
      },
    },
    async (request, reply) => {
      const { document } = request.params;
      const name = `${PRODUCT_LABELS.car} ${CAR_PRODUCT_DOCUMENTS[document].displayName}`;
      return replyWithPublicPdf(reply, name, await documents.pdf(document));
    },
  );
};
