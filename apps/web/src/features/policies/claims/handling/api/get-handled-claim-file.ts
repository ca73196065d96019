import { apiBlob, unwrap } from '../../../../../lib/api-client';

/** GET /staff/claims/{reference}/files/{fileId}: one of the claim's files, for its handler. */
export async function getHandledClaimFile(
  reference: string,
  fileId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  return unwrap(
    await apiBlob(
      `/staff/claims/${encodeURIComponent(reference)}/files/${encodeURIComponent(fileId)}`,
      signal,
    ),
  );
}
