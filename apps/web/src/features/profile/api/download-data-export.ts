import { dataExportFileName, type DataExport } from '@wallet/domain';
import { apiBlob, isApiError } from '../../../lib/api-client';

/**
 * GET /account/data-exports/{id}: the copy fetched with the session's token (a link's own
 * request would carry none) and saved under its file's name, as the browser saves any download.
 */
export async function downloadDataExport(ready: DataExport): Promise<void> {
  const file = await apiBlob(`/account/data-exports/${ready.id}`);
  if (isApiError(file)) throw new Error(file.message);
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = dataExportFileName((ready.ready_at ?? ready.requested_at).slice(0, 10));
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file only after the click returns: let go of it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
