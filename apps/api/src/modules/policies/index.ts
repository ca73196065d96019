/** The policies module's public entry: the policy records and what a policy covers. */
export type { OwnedPolicy, PaymentRow, PoliciesRepository } from './policies-repository.js';
export { policyCoverOf } from './policy-cover.js';
