/** The documents module's public entry: what other modules use of it. */
export { groupDocuments } from './documents-routes.js';
/** The links to a bought policy's documents that car and travel share: one definition of both calls. */
export {
  policyDocumentLinksRoutes,
  type PolicyDocumentLinksSpec,
} from './policy-document-links-routes.js';
export { issuePolicyDocuments } from './policy-documents-issue.js';
export { paymentAsDocumentsPrintIt } from './documents-regeneration-job.js';
export { publicDocumentRoute } from './public-document-route.js';
