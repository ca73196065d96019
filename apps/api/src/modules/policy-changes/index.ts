/** Mid-term changes: priced by the policy's insurer, then made once, with versions. */
export type {
  PolicyChangeProduct,
  PolicyChangeState,
  PricedChange,
} from './policy-change-product.js';
export { policyChangeRoutes } from './policy-change-routes.js';
export {
  POLICY_CHANGE_REFUND_JOB,
  createPolicyChangeService,
  type PolicyChangeService,
} from './policy-change-service.js';
export {
  createPolicyChangesRepository,
  type PolicyChangesRepository,
} from './policy-changes-repository.js';
export { createPolicyChangeRefundJob } from './policy-change-refund-job.js';
export { parsedChange, refuseProblems } from './checked-change.js';
