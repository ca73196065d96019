import { claimExcessSchema, type ClaimExcess, type ClaimExcessQuery } from '@wallet/domain';
import { apiRequest } from '../../../../lib/api-client';
import { readAnswer } from '../../api/policy-calls';

/** GET /claims/excess: the excess a claim of this kind would carry on the customer's policy. */
export async function getClaimExcess(query: ClaimExcessQuery): Promise<ClaimExcess> {
  const answer = await apiRequest<unknown>(`/claims/excess?${new URLSearchParams(query)}`);
  return readAnswer(claimExcessSchema, answer);
}
