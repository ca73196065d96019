import { dataExportListSchema, type DataExportList } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

export const dataExportsQueryKey = ['account', 'data-exports'] as const;

/** GET /account/data-exports: the copies of the customer's data asked for, newest first. */
export async function getDataExports(): Promise<DataExportList> {
  return readAnswer(dataExportListSchema, await apiRequest<unknown>('/account/data-exports'));
}
