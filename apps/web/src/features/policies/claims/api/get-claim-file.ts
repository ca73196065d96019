import { apiBlob, unwrap } from '../../../../lib/api-client';

/** GET /claims/{reference}/files/{fileId}: one of the claim's files, for its owner only. */
export async function getClaimFile(
  reference: string,
  fileId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  return unwrap(
    await apiBlob(
      `/claims/${encodeURIComponent(reference)}/files/${encodeURIComponent(fileId)}`,
      signal,
    ),
  );
}
