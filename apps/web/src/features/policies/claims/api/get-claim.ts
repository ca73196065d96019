import { claimDetailSchema, type ClaimDetail } from '@wallet/domain';
import { apiRequest } from '../../../../lib/api-client';
import { readAnswer } from '../../api/policy-calls';

/** GET /claims/{reference}: one of the customer's claims with its timeline and thread. */
export async function getClaim(reference: string): Promise<ClaimDetail> {
  const answer = await apiRequest<unknown>(`/claims/${encodeURIComponent(reference)}`);
  return readAnswer(claimDetailSchema, answer);
}
