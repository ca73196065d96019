import { complaintQueueSchema, type ComplaintQueueEntry } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

/** GET /staff/complaints: the open complaints, overdue first. */
export async function getComplaintQueue(): Promise<ComplaintQueueEntry[]> {
  return readAnswer(complaintQueueSchema, await apiRequest<unknown>('/staff/complaints'))
    .complaints;
}
