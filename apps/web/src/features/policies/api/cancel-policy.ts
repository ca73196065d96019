import {
  cancellationResponseSchema,
  type CancellationRequest,
  type CancellationResponse,
} from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { policyPath, readAnswer } from './policy-calls';

/**
 * POST /policies/{policy_id}/cancellation: the policy withdrawn from or cancelled at the figures
 * the customer was shown (expected_settlement_cents). Figures changed since are refused with 409;
 * a repeat answers the same acknowledgement, so a retry never ends the policy twice.
 */
export async function cancelPolicy(
  policyId: string,
  request: CancellationRequest,
): Promise<CancellationResponse> {
  const answer = await apiRequest<unknown>(`${policyPath(policyId)}/cancellation`, {
    method: 'POST',
    body: request,
  });
  return readAnswer(cancellationResponseSchema, answer);
}
