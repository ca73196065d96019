import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  documentOnRequestResponseSchema,
  productTypeOf,
  type DocumentOnRequestKind,
  type DocumentOnRequestResponse,
  type ProfilePolicy,
} from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { webProductOf } from '../../../lib/web-product';
import { policyDocumentsQueryKey } from './get-policy-documents';
import { productDocumentLinksQueryKey } from './get-product-document-links';
import { policyPath, readAnswer } from './policy-calls';

/**
 * POST /policies/{policy_id}/documents (issue 45): a replacement disc, a no-claims bonus statement
 * or a proof-of-cover letter made now and filed with the policy's documents. The press's own key
 * goes with it, so a retry answers the document it made.
 */
export async function requestDocument(
  policyId: string,
  kind: DocumentOnRequestKind,
  requestId: string,
): Promise<DocumentOnRequestResponse> {
  const answer = await apiRequest<unknown>(`${policyPath(policyId)}/documents`, {
    method: 'POST',
    body: { kind, request_id: requestId },
  });
  return readAnswer(documentOnRequestResponseSchema, answer);
}

/** Asks for a document; once made, the policy's documents list is read again to show it. */
export function useRequestDocument(
  policy: Pick<ProfilePolicy, 'policy_id' | 'policy_type' | 'reference_number'>,
) {
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const userId = status === 'signed-in' && user ? user.user_id : null;
  const type = productTypeOf(policy.policy_type);
  return useMutation({
    mutationFn: (kind: DocumentOnRequestKind) =>
      requestDocument(policy.policy_id, kind, crypto.randomUUID()),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey:
          webProductOf(type).policyDocumentLinksPath === undefined
            ? policyDocumentsQueryKey(userId, policy.policy_id)
            : productDocumentLinksQueryKey(userId, type, policy.reference_number),
      }),
  });
}
