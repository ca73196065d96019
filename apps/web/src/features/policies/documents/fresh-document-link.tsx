import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type MouseEvent } from 'react';
import { useSession } from '../../../lib/session';
import {
  productDocumentLinksQueryOptions,
  type ProductDocumentLink,
  type ProductWithDocumentLinks,
} from '../api/get-product-document-links';

/** A link's address without its expiry and signature: the document it opens, whenever it was made. */
export const documentAddressOf = (url: string) => url.split('?')[0] ?? url;

/**
 * Opens a car or travel document with a link asked for as it is pressed (car-travel-payment.md 7:
 * a link opens its PDF for a few minutes only), so a page left open for longer still opens it. The
 * new tab is opened at once, while the press still allows it, and sent on when the link arrives;
 * the list on the page takes the new links too. Should the list not come, or no longer name the
 * document, the tab opens the link the page had: the API then shows the PDF, or the app's page
 * that the link has expired. A browser that refuses a new tab opens the document in this one.
 */
export function useOpenFreshDocument(
  product: ProductWithDocumentLinks,
  policyReference: string,
): (document: ProductDocumentLink) => Promise<void> {
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const userId = status === 'signed-in' && user ? user.user_id : null;
  return useCallback(
    async (document: ProductDocumentLink) => {
      const tab = window.open('', '_blank');
      // The document's tab has no hold on this one (as rel=noopener would have it).
      if (tab) tab.opener = null;
      const fresh = await queryClient
        .fetchQuery(productDocumentLinksQueryOptions(userId, product, policyReference))
        .catch((): ProductDocumentLink[] => []);
      const address = documentAddressOf(document.url);
      const url =
        fresh.find((each) => documentAddressOf(each.url) === address)?.url ?? document.url;
      if (!tab) window.location.assign(url);
      else if (!tab.closed) tab.location.replace(url);
    },
    [queryClient, userId, product, policyReference],
  );
}

/** Whether a press is the browser's own (a new window or tab, a download), not a plain click. */
const isOwnedByTheBrowser = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A car or travel document's link, opening its PDF in a new tab with a link fetched fresh as it
 * is pressed. The address stays a real link (copied, or opened with a modifier key, it is the
 * page's latest, which the list renews before it expires).
 */
export function FreshDocumentLink({
  product,
  policyReference,
  document,
}: {
  product: ProductWithDocumentLinks;
  policyReference: string;
  document: ProductDocumentLink;
}) {
  const openFresh = useOpenFreshDocument(product, policyReference);
  return (
    <a
      className="button button--secondary"
      href={document.url}
      target="_blank"
      rel="noopener"
      onClick={(event) => {
        if (event.defaultPrevented || isOwnedByTheBrowser(event)) return;
        event.preventDefault();
        void openFresh(document);
      }}
    >
      <span>
        Open {document.name} <span className="visually-hidden">(PDF, opens in a new tab)</span>
      </span>
    </a>
  );
}
