import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policyDocumentLinksRoutes } from '../documents/index.js';

/**
 * car-travel-payment.md 7: GET /travel/travel_quotes/documents?policyReference=, a travel policy's
 * documents as names and links that open only for the owner, in the browser that asked.
 */
export const travelDocumentsRoutes: FastifyPluginAsyncZod = policyDocumentLinksRoutes({
  policyType: 'TRAVEL',
  path: '/travel/travel_quotes/documents',
  tag: 'travel',
  productWords: 'travel',
});
