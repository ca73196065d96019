import { queryOptions } from '@tanstack/react-query';
import { complaintListSchema, type ComplaintSummary } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { FIRST_READ_FRESH_MS } from '../../../lib/first-read';
import { readAnswer } from '../../../lib/read-answer';

export const complaintsQueryKey = ['complaints'] as const;

/** GET /complaints: the customer's complaints, newest first. */
export async function getComplaints(): Promise<ComplaintSummary[]> {
  return readAnswer(complaintListSchema, await apiRequest<unknown>('/complaints')).complaints;
}

/**
 * The customer's complaints, read afresh on each visit (staff may have answered since), though
 * not again on arriving when the page's first read has just answered (app/first-reads.ts).
 */
export const complaintsQuery = queryOptions({
  queryKey: complaintsQueryKey,
  queryFn: getComplaints,
  staleTime: FIRST_READ_FRESH_MS,
});
