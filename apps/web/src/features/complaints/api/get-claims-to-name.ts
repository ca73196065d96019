import { claimListSchema, type ClaimSummary } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

/** GET /claims: the customer's claims, for the form to name the one a complaint is about. */
export async function getClaimsToName(): Promise<ClaimSummary[]> {
  return readAnswer(claimListSchema, await apiRequest<unknown>('/claims')).claims;
}
