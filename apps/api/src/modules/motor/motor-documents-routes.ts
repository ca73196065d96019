import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policyDocumentLinksRoutes } from '../documents/index.js';
import { motorProductDocumentsRoutes } from './motor-product-documents-routes.js';

/**
 * car-travel-payment.md 7: GET /motor/motor_quotes/documents?policyReference=, a car policy's
 * documents (the certificate, the disc, the schedule and the no-claims-bonus statement) as names
 * and links that open only for the owner, in the browser that asked; the same as travel's.
 */
const motorPolicyDocumentsRoutes: FastifyPluginAsyncZod = policyDocumentLinksRoutes({
  policyType: 'MOTOR',
  path: '/motor/motor_quotes/documents',
  tag: 'motor',
  productWords: 'car',
});

/** The car's documents: a policy's own, and those read before buying (open to everyone). */
export const motorDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(motorPolicyDocumentsRoutes);
  await app.register(motorProductDocumentsRoutes);
};
