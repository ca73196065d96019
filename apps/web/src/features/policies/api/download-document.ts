import { useMutation } from '@tanstack/react-query';
import {
  API_ERROR_MESSAGES,
  documentDownloadResponseSchema,
  type DocumentDownloadResponse,
  type PolicyDocument,
} from '@wallet/domain';
import { ApiRequestError, apiRequest, isApiError } from '../../../lib/api-client';

/** POST /home/applied_home_documents/document (home.md 7 'Document download'): one PDF, base64. */
export async function downloadDocument(
  document: Pick<PolicyDocument, 'document_id' | 'display_name'>,
): Promise<DocumentDownloadResponse> {
  const answer = await apiRequest<unknown>('/home/applied_home_documents/document', {
    method: 'POST',
    body: { document_id: document.document_id, display_name: document.display_name },
  });
  const file = documentDownloadResponseSchema.safeParse(answer);
  if (file.success) return file.data;
  throw new ApiRequestError(
    isApiError(answer)
      ? answer
      : { error: true, status: null, message: API_ERROR_MESSAGES.invalidResponse },
  );
}

/**
 * Fetches a document and hands it to `save`. Saving is part of the mutation, so a file the
 * browser cannot decode shows the same failure as a call that failed.
 */
export function useDownloadDocument(save: (file: DocumentDownloadResponse) => void) {
  return useMutation({
    mutationFn: async (document: Pick<PolicyDocument, 'document_id' | 'display_name'>) =>
      save(await downloadDocument(document)),
  });
}
