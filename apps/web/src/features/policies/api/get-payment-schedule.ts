import { paymentScheduleSchema, type PaymentSchedule } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { policyPath, readAnswer } from './policy-calls';

/**
 * GET /policies/{policy_id}/payment-schedule: how the policy is paid and each direct debit as its
 * plan and any mid-term changes set it, collected, due or stopped.
 */
export async function getPaymentSchedule(policyId: string): Promise<PaymentSchedule> {
  const answer = await apiRequest<unknown>(`${policyPath(policyId)}/payment-schedule`);
  return readAnswer(paymentScheduleSchema, answer);
}
