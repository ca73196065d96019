import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HOME_INSURERS,
  HOME_PRODUCT_DOCUMENTS,
  HOME_PRODUCT_DOCUMENT_KINDS,
  PRODUCT_LABELS,
} from '@wallet/domain';
import { createHomeProductDocuments } from '../../adapters/documents/home-product-documents.js';
import { HOME_INSURER_EXTRAS } from './insurer-extras.js';
import { replyWithPublicPdf } from '../../lib/pdf-reply.js';

/**
 * The documents a customer reads before buying (the payment page's summary and the household
 * page's terms link): open to everyone, as a visitor reads them before signing up.
 */
export const homeDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = createHomeProductDocuments(HOME_INSURER_EXTRAS);

  app.get(
    '/home/insurer_documents/:document',
    {
      // The browser shows the PDF in its viewer, a page: it gets the page headers.
      config: { answersPage: true },
      schema: {
        tags: ['home'],
        summary:
          "An insurer's Summary of Terms or Product Information Document as a PDF, read before buying; without an insurer, both insurers' in one.",
        params: z.object({ document: z.enum(HOME_PRODUCT_DOCUMENT_KINDS) }),
        querystring: z.object({ insurer: z.enum(HOME_INSURERS).optional() }),
      },
    },
    async (request, reply) => {
      const { document } = request.params;
      const { insurer } = request.query;
      const pdf = await documents.pdf(document, insurer);
      const name = [PRODUCT_LABELS.home, HOME_PRODUCT_DOCUMENTS[document].displayName, insurer]
        .filter(Boolean)
        .join(' ');
      return replyWithPublicPdf(reply, name, pdf);
    },
  );
};
