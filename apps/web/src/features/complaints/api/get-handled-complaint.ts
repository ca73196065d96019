import { staffComplaintDetailSchema, type StaffComplaintDetail } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

export const handledComplaintQueryKey = (reference: string) =>
  ['staff-complaint', reference] as const;

/** GET /staff/complaints/{reference}: the complaint whole, for staff (the opening is audited). */
export async function getHandledComplaint(reference: string): Promise<StaffComplaintDetail> {
  const answer = await apiRequest<unknown>(`/staff/complaints/${encodeURIComponent(reference)}`);
  return readAnswer(staffComplaintDetailSchema, answer);
}
