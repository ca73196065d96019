import { Spinner } from '../../../ui/spinner';
import {
  useProductDocumentLinks,
  type ProductWithDocumentLinks,
} from '../api/get-product-document-links';
import { DocumentsPendingNotice } from '../components/documents-pending-notice';

/**
 * car-travel-payment.md 2 and 7: a car policy's documents (the certificate, the disc, the schedule,
 * the no-claims-bonus statement) or a travel policy's (the certificate, the schedule of benefits,
 * the product information document), each a link that opens its PDF in a new tab.
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
        <li key={document.url} className="document-item">
          <div className="document-item__text">
            <h2 className="document-item__name">{document.name}</h2>
          </div>
          <a
            className="button button--secondary"
            href={document.url}
            target="_blank"
            rel="noopener"
          >
            <span>
              Open {document.name}{' '}
              <span className="visually-hidden">(PDF, opens in a new tab)</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
