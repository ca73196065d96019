import {
  calendarDateOf,
  formatIsoDate,
  policyPaymentOf,
  type PolicyPaymentRead,
} from '@wallet/domain';
import type { payments, policies } from '../../db/schema.js';

type PolicyFacts = Pick<typeof policies.$inferSelect, 'policyType' | 'premiumCents' | 'startDate'>;
type PaymentFacts = Pick<
  typeof payments.$inferSelect,
  | 'method'
  | 'amountCents'
  | 'depositCents'
  | 'installmentsNumber'
  | 'instalmentCents'
  | 'collectionDay'
  | 'createdAt'
>;

/**
 * How a policy was paid for, as the policy read and the bind's answer tell it (issue 40): the
 * policy's annual premium stays its own, the payment gives what was taken and the monthly plan.
 * `madeChangesCents` is what mid-term changes added to the premium, less what they took off
 * (madeChangesCentsOf): the plan's charge is counted from the premium it was bought at. Null when
 * the policy has no payment on record.
 */
export function policyPaymentReadOf(
  policy: PolicyFacts,
  payment: PaymentFacts | undefined,
  madeChangesCents: number,
): PolicyPaymentRead | null {
  if (!payment) return null;
  return policyPaymentOf({
    policyType: policy.policyType,
    method: payment.method,
    amountCents: payment.amountCents,
    depositCents: payment.depositCents,
    installmentsNumber: payment.installmentsNumber,
    instalmentCents: payment.instalmentCents,
    collectionDay: payment.collectionDay,
    annualPremiumCents: policy.premiumCents,
    madeChangesCents,
    startDate: policy.startDate,
    paidOn: formatIsoDate(calendarDateOf(payment.createdAt)),
  });
}
