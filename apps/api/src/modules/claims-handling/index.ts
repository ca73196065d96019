/** The claims handler's queue and actions (issue 44), beside the customer's claims. */
export { claimsHandlingRoutes } from './claims-handling-routes.js';
export {
  createClaimsHandlingService,
  type ClaimsHandlingService,
} from './claims-handling-service.js';
export {
  createClaimsHandlingRepository,
  type ClaimsHandlingRepository,
} from './claims-handling-repository.js';
export { CLAIM_PAYOUT_JOB, createClaimPayoutJob } from './claim-payout-job.js';
