import { policyVersionsSchema, type PolicyVersion } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { policyPath, readAnswer } from './policy-calls';

/**
 * GET /policies/{policy_id}/versions: the policy as bought and as each change left it, oldest
 * first; the last is the policy as it stands, whose answers a change starts from.
 */
export async function getPolicyVersions(policyId: string): Promise<PolicyVersion[]> {
  const answer = await apiRequest<unknown>(`${policyPath(policyId)}/versions`);
  return readAnswer(policyVersionsSchema, answer).versions;
}
