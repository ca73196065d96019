import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  productDocumentLinksResponseSchema,
  type ProductDocumentLinksResponse,
} from '@wallet/domain';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type ProductDocumentLink =
  ProductDocumentLinksResponse['policies'][number]['documents'][number];

/** The products whose documents are links (car-travel-payment.md 7), and where each lists them. */
export const DOCUMENT_LINKS_PATHS = {
  car: '/motor/motor_quotes/documents',
  travel: '/travel/travel_quotes/documents',
} as const;
export type ProductWithDocumentLinks = keyof typeof DOCUMENT_LINKS_PATHS;

/**
 * GET /motor/motor_quotes/documents or /travel/travel_quotes/documents?policyReference=
 * (car-travel-payment.md 7): a car or travel policy's documents, policies[0].documents, each a name
 * and a link that opens the PDF for a few minutes in this browser only. A failure or an answer of
 * the wrong shape is no documents, which the page shows as 'still being processed'
 * (car-travel-payment.md 8).
 */
export async function getProductDocumentLinks(
  product: ProductWithDocumentLinks,
  policyReference: string,
): Promise<ProductDocumentLink[]> {
  const query = new URLSearchParams({ policyReference });
  const answer = await apiRequest<unknown>(`${DOCUMENT_LINKS_PATHS[product]}?${query.toString()}`);
  if (isApiError(answer)) return [];
  const documents = productDocumentLinksResponseSchema.safeParse(answer);
  return documents.success ? (documents.data.policies[0]?.documents ?? []) : [];
}

export function productDocumentLinksQueryOptions(
  userId: string | null,
  product: ProductWithDocumentLinks,
  policyReference: string,
) {
  return queryOptions({
    queryKey: ['policies', 'document-links', product, userId, policyReference],
    queryFn: () => getProductDocumentLinks(product, policyReference),
    enabled: userId !== null,
    // The links last a few minutes: each visit asks for fresh ones.
    staleTime: 0,
    gcTime: 0,
  });
}

/** The signed-in customer's documents for one of their car or travel policies. */
export function useProductDocumentLinks(
  product: ProductWithDocumentLinks,
  policyReference: string,
) {
  const { status, user } = useSession();
  const userId = status === 'signed-in' && user ? user.user_id : null;
  return useQuery(productDocumentLinksQueryOptions(userId, product, policyReference));
}
