import { queryOptions, useQuery } from '@tanstack/react-query';
import { travelDocumentsResponseSchema, type TravelDocumentsResponse } from '@wallet/domain';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type TravelDocumentLink = TravelDocumentsResponse['policies'][number]['documents'][number];

/**
 * GET /travel/travel_quotes/documents?policyReference= (car-travel-payment.md 7): a travel
 * policy's documents, policies[0].documents, each a name and a link that opens the PDF for a few
 * minutes in this browser only. A failure or an answer of the wrong shape is no documents, which
 * the page shows as 'still being processed' (car-travel-payment.md 8).
 */
export async function getTravelDocuments(policyReference: string): Promise<TravelDocumentLink[]> {
  const query = new URLSearchParams({ policyReference });
  const answer = await apiRequest<unknown>(`/travel/travel_quotes/documents?${query.toString()}`);
  if (isApiError(answer)) return [];
  const documents = travelDocumentsResponseSchema.safeParse(answer);
  return documents.success ? (documents.data.policies[0]?.documents ?? []) : [];
}

export function travelDocumentsQueryOptions(userId: string | null, policyReference: string) {
  return queryOptions({
    queryKey: ['policies', 'travel-documents', userId, policyReference],
    queryFn: () => getTravelDocuments(policyReference),
    enabled: userId !== null,
    // The links last a few minutes: each visit asks for fresh ones.
    staleTime: 0,
    gcTime: 0,
  });
}

/** The signed-in customer's documents for one of their travel policies. */
export function useTravelDocuments(policyReference: string) {
  const { status, user } = useSession();
  const userId = status === 'signed-in' && user ? user.user_id : null;
  return useQuery(travelDocumentsQueryOptions(userId, policyReference));
}
