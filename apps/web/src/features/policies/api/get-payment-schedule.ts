import { useQuery } from '@tanstack/react-query';
import { paymentScheduleSchema, type PaymentSchedule } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { policyPath, readAnswer } from './policy-calls';

/** The policy page and the pages that change its payments read and refresh the one answer. */
export const paymentScheduleQueryKey = (policyId: string) =>
  ['policies', 'payment-schedule', policyId] as const;

/**
 * GET /policies/{policy_id}/payment-schedule: how the policy is paid and each direct debit as its
 * plan and any mid-term changes set it, collected, due or stopped.
 */
export async function getPaymentSchedule(policyId: string): Promise<PaymentSchedule> {
  const answer = await apiRequest<unknown>(`${policyPath(policyId)}/payment-schedule`);
  return readAnswer(paymentScheduleSchema, answer);
}

/** The schedule as a page reads it: fresh on every visit, and a failure said at once. */
export function usePaymentSchedule(policyId: string | null, enabled = true) {
  return useQuery({
    queryKey: paymentScheduleQueryKey(policyId ?? ''),
    queryFn: () => getPaymentSchedule(policyId ?? ''),
    enabled: enabled && policyId !== null,
    staleTime: 0,
    retry: false,
  });
}
