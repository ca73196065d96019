import { claimDetailSchema, type ClaimDetail } from '@wallet/domain';
import { apiRequest } from '../../../../lib/api-client';
import { readAnswer } from '../../api/policy-calls';

/**
 * POST /claims/{reference}/files: one photo or document on the claim, as a multipart part named
 * `file`. The upload's own id makes a retry keep the file once.
 */
export async function uploadClaimFile(
  reference: string,
  uploadId: string,
  file: File,
): Promise<ClaimDetail> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await apiRequest<unknown>(
    `/claims/${encodeURIComponent(reference)}/files?upload_id=${encodeURIComponent(uploadId)}`,
    { method: 'POST', body: form },
  );
  return readAnswer(claimDetailSchema, answer);
}
