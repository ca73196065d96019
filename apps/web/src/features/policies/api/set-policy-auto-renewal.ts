import { policyAutoRenewalResponseSchema } from '@wallet/domain';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { policyPath, readAnswer } from './policy-calls';

/** PUT /policies/{policy_id}/auto-renewal: the policy renews by itself, or stops doing so. */
export async function setPolicyAutoRenewal(
  policyId: string,
  enabled: boolean,
): Promise<z.output<typeof policyAutoRenewalResponseSchema>> {
  const answer = await apiRequest<unknown>(`${policyPath(policyId)}/auto-renewal`, {
    method: 'PUT',
    body: { enabled },
  });
  return readAnswer(policyAutoRenewalResponseSchema, answer);
}
