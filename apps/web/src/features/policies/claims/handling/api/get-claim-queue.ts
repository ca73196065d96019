import { claimQueueSchema, type ClaimQueueEntry } from '@wallet/domain';
import { apiRequest } from '../../../../../lib/api-client';
import { readAnswer } from '../../../api/policy-calls';

/** GET /staff/claims: the claims in progress, overdue first. */
export async function getClaimQueue(): Promise<ClaimQueueEntry[]> {
  return readAnswer(claimQueueSchema, await apiRequest<unknown>('/staff/claims')).claims;
}
