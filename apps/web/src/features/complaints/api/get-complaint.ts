import { complaintDetailSchema, type ComplaintDetail } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

export const complaintQueryKey = (reference: string) => ['complaint', reference] as const;

/** GET /complaints/{reference}: one of the customer's complaints with its timeline. */
export async function getComplaint(reference: string): Promise<ComplaintDetail> {
  const answer = await apiRequest<unknown>(`/complaints/${encodeURIComponent(reference)}`);
  return readAnswer(complaintDetailSchema, answer);
}
