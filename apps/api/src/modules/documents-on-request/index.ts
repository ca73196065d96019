/** Documents on demand (issue 45): a replacement disc, a no-claims statement, proof of cover. */
export { documentsOnRequestRoutes } from './documents-on-request-routes.js';
export {
  createDocumentsOnRequestService,
  type DocumentsOnRequestService,
} from './documents-on-request-service.js';
export {
  createDocumentsOnRequestRepository,
  type DocumentsOnRequestRepository,
} from './documents-on-request-repository.js';
