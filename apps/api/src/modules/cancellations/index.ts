/** Leaving a policy early: withdrawal and cancellation, their refunds, and the claims check. */
export { cancellationRoutes } from './cancellation-routes.js';
export {
  POLICY_REFUND_JOB,
  createCancellationService,
  withdrawalEndsOnOf,
  type CancellationService,
} from './cancellation-service.js';
export {
  createCancellationsRepository,
  type CancellationsRepository,
} from './cancellations-repository.js';
export { createPolicyRefundJob } from './policy-refund-job.js';
export type { OpenClaims } from './open-claims-port.js';
