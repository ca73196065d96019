import { documentFileName, type PolicyDocument } from '@wallet/domain';
import { useId } from 'react';
import { Button } from '../../../ui/button';
import { useDownloadDocument } from '../api/download-document';
import { saveBase64File } from '../lib/save-file';
import '../../../ui/spinner.css';

export const DOWNLOAD_LABEL = 'Download';
export const DOWNLOADING_LABEL = 'Downloading';
export const downloadFailedMessage = (displayName: string) =>
  `Sorry, we could not download ${displayName}. Please try again.`;

/**
 * Fetches the document and saves it as a PDF named after it. While the file is on its way the
 * button says so and ignores further presses; it stays focusable (aria-disabled rather than
 * disabled) so keyboard focus is not lost mid-download.
 */
export function DocumentDownloadButton({ document }: { document: PolicyDocument }) {
  const errorId = useId();
  const download = useDownloadDocument((file) =>
    saveBase64File(file.content, file.content_type, documentFileName(file.display_name)),
  );
  const busy = download.isPending;
  const label = busy ? DOWNLOADING_LABEL : DOWNLOAD_LABEL;
  const icon = busy ? (
    <span className="spinner spinner--small" aria-hidden="true">
      <span className="spinner__circle" />
    </span>
  ) : undefined;

  return (
    <div className="document-download">
      <Button
        variant="secondary"
        icon={icon}
        // The visible word leads the name (WCAG 2.5.3); the document's name tells the buttons apart.
        aria-label={`${label} ${document.display_name}`}
        aria-disabled={busy || undefined}
        aria-describedby={download.isError ? errorId : undefined}
        onClick={() => {
          if (!busy) download.mutate(document);
        }}
      >
        {label}
      </Button>
      <span role="status" className="visually-hidden">
        {busy ? `${label} ${document.display_name}` : ''}
      </span>
      {download.isError && (
        <p id={errorId} role="alert" className="document-download__error">
          {downloadFailedMessage(document.display_name)}
        </p>
      )}
    </div>
  );
}
