import { claimDetailSchema, type ClaimDetail, type ClaimMessageRequest } from '@wallet/domain';
import { apiRequest } from '../../../../lib/api-client';
import { readAnswer } from '../../api/policy-calls';

/** POST /claims/{reference}/messages: the customer writes on the claim's thread. */
export async function sendClaimMessage(
  reference: string,
  request: ClaimMessageRequest,
): Promise<ClaimDetail> {
  const answer = await apiRequest<unknown>(`/claims/${encodeURIComponent(reference)}/messages`, {
    method: 'POST',
    body: request,
  });
  return readAnswer(claimDetailSchema, answer);
}
