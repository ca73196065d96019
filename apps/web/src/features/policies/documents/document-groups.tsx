import type { DocumentGroup } from '@wallet/domain';
import { displayDate } from '../components/policy-facts';
import { DOCUMENT_PROCESS_HEADINGS } from '../lib/document-processes';
import { DocumentDownloadButton } from './document-download-button';

/** home.md 7: documents grouped by business process, each group dated (DD/MM/YYYY). */
export function DocumentGroups({ groups }: { groups: DocumentGroup[] }) {
  return (
    <div className="document-groups">
      {groups.map((group, index) => {
        const headingId = `document-group-${index}`;
        return (
          <section
            key={`${group.business_process}-${group.date}`}
            className="document-group"
            aria-labelledby={headingId}
          >
            <h2 id={headingId} className="policies-heading">
              {DOCUMENT_PROCESS_HEADINGS[group.business_process]}
            </h2>
            <p className="document-group__date">
              Issued <time dateTime={group.date}>{displayDate(group.date)}</time>
            </p>
            <ul className="document-list">
              {group.documents.map((document) => (
                <li key={document.document_id} className="document-item">
                  <div className="document-item__text">
                    <h3 className="document-item__name">{document.display_name}</h3>
                    {document.description && (
                      <p className="document-item__description">{document.description}</p>
                    )}
                  </div>
                  <DocumentDownloadButton document={document} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
