import {
  staffComplaintDetailSchema,
  type ComplaintActionRequest,
  type StaffComplaintDetail,
} from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

/** POST /staff/complaints/{reference}/actions: an update, the final response or a resolution. */
export async function actOnComplaint(
  reference: string,
  request: ComplaintActionRequest,
): Promise<StaffComplaintDetail> {
  const answer = await apiRequest<unknown>(
    `/staff/complaints/${encodeURIComponent(reference)}/actions`,
    { method: 'POST', body: request },
  );
  return readAnswer(staffComplaintDetailSchema, answer);
}
