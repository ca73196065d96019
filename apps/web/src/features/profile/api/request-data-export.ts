import { dataExportSchema, type DataExport } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

/** POST /account/data-exports: a copy of the customer's data asked for (or the one under way). */
export async function requestDataExport(): Promise<DataExport> {
  const answer = await apiRequest<unknown>('/account/data-exports', { method: 'POST' });
  return readAnswer(dataExportSchema, answer);
}
