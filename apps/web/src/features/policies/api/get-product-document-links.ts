import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PRODUCT_DOCUMENT_LINK_MINUTES,
  productDocumentLinksResponseSchema,
  type ProductDocumentLinksResponse,
  type ProductType,
} from '@wallet/domain';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { webProductOf } from '../../../lib/web-product';

export type ProductDocumentLink =
  ProductDocumentLinksResponse['policies'][number]['documents'][number];

/** A product whose documents are links (car-travel-payment.md 7): its web entry says where. */
export type ProductWithDocumentLinks = ProductType;

/** A page's links are asked for again this long after they were made: a minute before they end. */
export const DOCUMENT_LINKS_RENEWED_AFTER_MS = (PRODUCT_DOCUMENT_LINK_MINUTES - 1) * 60_000;

/**
 * GET /motor/motor_quotes/documents or /travel/travel_quotes/documents?policyReference=
 * (car-travel-payment.md 7): a car or travel policy's documents, policies[0].documents, each a name
 * and a link that opens the PDF for a few minutes in this browser only. A failure or an answer of
 * the wrong shape is an error: the page shows no documents as 'still being processed'
 * (car-travel-payment.md 8), and a page that had them keeps them (and their links) when renewing
 * them fails.
 */
export async function getProductDocumentLinks(
  product: ProductWithDocumentLinks,
  policyReference: string,
): Promise<ProductDocumentLink[]> {
  const query = new URLSearchParams({ policyReference });
  const path = webProductOf(product).policyDocumentLinksPath;
  if (!path) throw new Error(`${product} policies have no document links.`);
  const answer = await apiRequest<unknown>(`${path}?${query.toString()}`);
  if (isApiError(answer)) throw new Error(`The documents call failed: ${answer.message}`);
  const documents = productDocumentLinksResponseSchema.safeParse(answer);
  if (!documents.success) throw new Error('The documents call answered in another shape');
  return documents.data.policies[0]?.documents ?? [];
}

export const productDocumentLinksQueryKey = (
  userId: string | null,
  product: ProductWithDocumentLinks,
  policyReference: string,
) => ['policies', 'document-links', product, userId, policyReference] as const;

export function productDocumentLinksQueryOptions(
  userId: string | null,
  product: ProductWithDocumentLinks,
  policyReference: string,
) {
  return queryOptions({
    queryKey: productDocumentLinksQueryKey(userId, product, policyReference),
    queryFn: () => getProductDocumentLinks(product, policyReference),
    enabled: userId !== null,
    // The links last a few minutes: each visit asks for fresh ones, and a page left open renews
    // them a minute before they expire (and on coming back to the tab), so a copied link or one
    // opened with a modifier key works too. A plain press asks again (fresh-document-link.tsx).
    staleTime: 0,
    gcTime: 0,
    refetchInterval: DOCUMENT_LINKS_RENEWED_AFTER_MS,
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
