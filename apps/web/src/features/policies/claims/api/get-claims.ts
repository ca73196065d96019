import { claimListSchema, type ClaimSummary } from '@wallet/domain';
import { apiRequest } from '../../../../lib/api-client';
import { readAnswer } from '../../api/policy-calls';

/** GET /claims: the customer's claims, newest first. */
export async function getClaims(): Promise<ClaimSummary[]> {
  return readAnswer(claimListSchema, await apiRequest<unknown>('/claims')).claims;
}
