import { complaintDetailSchema, type ComplaintDetail, type ComplaintRequest } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

/**
 * POST /complaints: a complaint, acknowledged at once. Its submission_id makes a retry answer the
 * complaint made; a refusal (400 with fieldErrors, 404) is thrown as an ApiRequestError.
 */
export async function makeComplaint(request: ComplaintRequest): Promise<ComplaintDetail> {
  const answer = await apiRequest<unknown>('/complaints', { method: 'POST', body: request });
  return readAnswer(complaintDetailSchema, answer);
}
