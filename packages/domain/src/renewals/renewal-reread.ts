import type { HomeQuotePayload } from '../home/home-quote-payload.js';
import type { PolicyType } from '../products.js';

/**
 * What is read again when a home policy is renewed (docs/home-rating.md section 8), rather than
 * carried over from the quote bought a year before:
 * - the bank's motor insurance: whether the policyholder holds an active car policy with us on the
 *   day the renewal is priced (our own records say so; a car policy bought since gives the
 *   BOICAR discount, and one cancelled, lapsed or ended takes it away);
 * - the claims paid in the year (the claims list and the claims-free years: renewal-rating.ts);
 * - the promotion and staff discounts, as a new quote's are: the promotion code while
 *   home_premium_discounts_enabled is on, the staff discount while the staff directory still
 *   knows the number as the policyholder's own.
 * Every other answer (the bank customer question, mortgage, personal loan, pension, the home, the
 * cover) is the customer's own, confirmed again with the renewal's statement of fact.
 */
export interface HeldAtRenewal {
  /** An active car policy with us on the day the renewal is priced. */
  bankCarInsurance: boolean;
}

/** A policy as the renewal reads it: its product, status and period (YYYY-MM-DD). */
export interface PolicyHeld {
  policyType: PolicyType;
  status: string;
  endDate: string;
}

/** A car policy with us counts as the bank's motor insurance while active and not ended on `day`. */
export const isBankCarInsuranceOn = (policy: PolicyHeld, day: string): boolean =>
  policy.policyType === 'MOTOR' && policy.status === 'active' && policy.endDate >= day;

/** What the policyholder holds with us on `day`, from their policies. */
export const heldAtRenewal = (policies: readonly PolicyHeld[], day: string): HeldAtRenewal => ({
  bankCarInsurance: policies.some((policy) => isBankCarInsuranceOn(policy, day)),
});

/**
 * The renewal's payload with the answers read again at renewal: the motor-insurance answer is what
 * our records hold, for a bank customer (the products held count only for one, as the About you
 * form sends them); every other answer as bought.
 */
export function withAnswersReadAgain(
  payload: HomeQuotePayload,
  held: HeldAtRenewal,
): HomeQuotePayload {
  return {
    ...payload,
    policy_holder_details: {
      ...payload.policy_holder_details,
      has_boi_motor_insurance:
        payload.policy_holder_details.is_boi_customer && held.bankCarInsurance,
    },
  };
}
