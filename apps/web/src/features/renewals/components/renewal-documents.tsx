import type { RenewalDocumentsRequest } from '@wallet/domain';
import { Spinner } from '../../../ui/spinner';
import { useRenewalDocuments } from '../api/renewal-calls';
import { RENEWAL_SCREEN_TEXTS as TEXT } from '../renewal-texts';
import type { DocumentListComponent } from '../slots';

/** A renewal's documents (RENEWAL_OFFER, or the alternative's RENEWAL_TRANSFER), to download. */
export function RenewalDocuments({
  request,
  DocumentList,
}: {
  request: RenewalDocumentsRequest;
  DocumentList: DocumentListComponent;
}) {
  const documents = useRenewalDocuments(request);
  if (documents.isPending) return <Spinner label="Loading your renewal documents" />;
  const groups = documents.data ?? [];
  if (groups.length === 0) return <p>{TEXT.documentsNone}</p>;
  return <DocumentList groups={groups} />;
}
