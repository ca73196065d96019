import { Spinner } from '../../../ui/spinner';
import {
  useProductDocumentLinks,
  type ProductWithDocumentLinks,
} from '../api/get-product-document-links';
import { DocumentsPendingNotice } from '../components/documents-pending-notice';
import { documentAddressOf, FreshDocumentLink } from './fresh-document-link';

/**
 * car-travel-payment.md 2 and 7: a car policy's documents (the certificate, the disc, the schedule,
 * the no-claims-bonus statement) or a travel policy's (the certificate, the schedule of benefits,
 * the product information document), each a link that opens its PDF in a new tab with a link
 * asked for as it is pressed; the list renews its links before they expire.
 */
export function ProductDocumentLinks({
  product,
  policyReference,
}: {
  product: ProductWithDocumentLinks;
  policyReference: string;
}) {
  const documents = useProductDocumentLinks(product, policyReference);
  if (documents.isPending) return <Spinner label="Loading your documents" />;
  const links = documents.data ?? [];
  if (links.length === 0) return <DocumentsPendingNotice />;
  return (
    <ul className="document-list">
      {links.map((document) => (
        // Keyed by the document, not its link: a renewed link keeps the item (and its focus).
        <li key={documentAddressOf(document.url)} className="document-item">
          <div className="document-item__text">
            <h2 className="document-item__name">{document.name}</h2>
            {document.description && (
              <p className="document-item__description">{document.description}</p>
            )}
          </div>
          <FreshDocumentLink
            product={product}
            policyReference={policyReference}
            document={document}
          />
        </li>
      ))}
    </ul>
  );
}
