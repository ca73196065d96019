import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  documentsSummaryResponseSchema,
  POLICY_DOCUMENT_PROCESSES,
  type DocumentGroup,
} from '@wallet/domain';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/**
 * POST /home/applied_home_documents/summary (home.md 7): a home policy's documents grouped by
 * business process. The spec answers a failure with an empty list, which the page shows as
 * 'still being processed'; an answer of the wrong shape is treated the same way.
 */
export async function getPolicyDocuments(policyId: string): Promise<DocumentGroup[]> {
  const answer = await apiRequest<unknown>('/home/applied_home_documents/summary', {
    method: 'POST',
    body: { business_processes: POLICY_DOCUMENT_PROCESSES, policy_id: policyId },
  });
  if (isApiError(answer)) return [];
  const groups = documentsSummaryResponseSchema.safeParse(answer);
  return groups.success ? groups.data.filter((group) => group.documents.length > 0) : [];
}

export const policyDocumentsQueryKey = (userId: string | null, policyId: string) =>
  ['policies', 'documents', userId, policyId] as const;

export function policyDocumentsQueryOptions(userId: string | null, policyId: string) {
  return queryOptions({
    queryKey: policyDocumentsQueryKey(userId, policyId),
    queryFn: () => getPolicyDocuments(policyId),
    enabled: userId !== null,
    staleTime: 60_000,
  });
}

/** The signed-in customer's documents for one of their home policies. */
export function usePolicyDocuments(policyId: string) {
  const { status, user } = useSession();
  const userId = status === 'signed-in' && user ? user.user_id : null;
  return useQuery(policyDocumentsQueryOptions(userId, policyId));
}
