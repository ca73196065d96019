/** The links to a bought policy's documents that car and travel share: one definition of both calls. */
export {
  policyDocumentLinksRoutes,
  type PolicyDocumentLinksSpec,
} from './policy-document-links-routes.js';
