import { queryOptions } from '@tanstack/react-query';
import { dataExportListSchema, type DataExportList } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

export const dataExportsQueryKey = ['account', 'data-exports'] as const;

/** GET /account/data-exports: the copies of the customer's data asked for, newest first. */
export async function getDataExports(): Promise<DataExportList> {
  return readAnswer(dataExportListSchema, await apiRequest<unknown>('/account/data-exports'));
}

/**
 * Your account's read of it, shared by the page (which waits for it) and its card: a failure is
 * said at once, and the card does not read again what the page has just read. What the customer
 * changes here is written into the cache by the change.
 */
export const dataExportsQuery = queryOptions({
  queryKey: dataExportsQueryKey,
  queryFn: getDataExports,
  staleTime: 30_000,
  retry: false,
});
