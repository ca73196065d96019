/** Claims made online: a claim on a customer's own policy, their claims, each one's timeline. */
export { claimFileParams, claimsRoutes, sendClaimFile } from './claims-routes.js';
export {
  claimDetailOf,
  claimKindLabelOf,
  createClaimsService,
  isClaimFileId,
  type ClaimsService,
} from './claims-service.js';
export {
  createClaimsRepository,
  openClaimsOf,
  type ClaimOwner,
  type ClaimsRepository,
} from './claims-repository.js';
