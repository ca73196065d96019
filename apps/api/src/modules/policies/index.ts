/** The policies module's public entry: the policy records. */
export type { OwnedPolicy, PaymentRow, PoliciesRepository } from './policies-repository.js';
export {
  holderAndPaymentOf,
  ownedPolicyWithHolderAndPayment,
  type PolicyHolder,
} from './policy-holder-and-payment.js';
export { documentNamed } from './document-named.js';
export {
  appliedChangesMoneyOf,
  madeChangesMoneyOf,
  monthlyPlanStanding,
  type MonthlyPlanStanding,
} from './monthly-plan.js';
