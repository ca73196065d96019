import {
  policyChangeAppliedSchema,
  type PolicyChangeApplied,
  type PolicyChangeApplyRequest,
} from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { policyPath, readAnswer } from './policy-calls';

/**
 * POST /policies/{policy_id}/changes: the priced change made, once, at the price the customer was
 * shown (expected_adjustment_cents). A price no longer held, or a change already made, is refused
 * with 409 and its message.
 */
export async function applyPolicyChange(
  policyId: string,
  request: PolicyChangeApplyRequest,
): Promise<PolicyChangeApplied> {
  const answer = await apiRequest<unknown>(`${policyPath(policyId)}/changes`, {
    method: 'POST',
    body: request,
  });
  return readAnswer(policyChangeAppliedSchema, answer);
}
