import { claimDetailSchema, type ClaimDetail, type ClaimRequest } from '@wallet/domain';
import { apiRequest } from '../../../../lib/api-client';
import { readAnswer } from '../../api/policy-calls';

/**
 * POST /claims: a claim on one of the customer's policies. Its submission_id makes a retry answer
 * the claim made; a refusal (400 with fieldErrors, 404) is thrown as an ApiRequestError.
 */
export async function makeClaim(request: ClaimRequest): Promise<ClaimDetail> {
  const answer = await apiRequest<unknown>('/claims', { method: 'POST', body: request });
  return readAnswer(claimDetailSchema, answer);
}
