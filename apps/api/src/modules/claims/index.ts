/** Claims made online: a claim on a customer's own policy, their claims, each one's timeline. */
export { claimsRoutes } from './claims-routes.js';
export { claimKindLabelOf, createClaimsService, type ClaimsService } from './claims-service.js';
export {
  createClaimsRepository,
  openClaimsOf,
  type ClaimsRepository,
} from './claims-repository.js';
