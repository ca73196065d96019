import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CLAIM_FILE_TYPES,
  isClaimInProgress,
  type ClaimDetail,
  type ClaimFile,
  irishDateAndTime,
} from '@wallet/domain';
import { useRef, useState } from 'react';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { Notice } from '../../../../ui/notice';
import { saveBlob } from '../../lib/save-file';
import { getClaimFile } from '../api/get-claim-file';
import { CLAIM_TEXTS as TEXT } from '../claim-texts';
import { ClaimFilesField } from './claim-files-field';
import { useObjectUrl } from './use-object-url';
import { FilesNotSent } from './files-not-sent';
import { fileSizeLabel, showsAsPicture, type PickedFile } from './picked-files';
import { uploadClaimFiles, type FileNotSent } from './upload-claim-files';

/** How the reader's session fetches one of the claim's files (the customer's, or the handler's). */
export type ClaimFileFetcher = (
  reference: string,
  fileId: string,
  signal?: AbortSignal,
) => Promise<Blob>;

/**
 * A photo on the claim, fetched with the session (an image's own request carries none) and shown
 * small; it opens full size. A document downloads when asked for.
 */
function ClaimFileEntry({
  reference,
  file,
  fetchFile,
}: {
  reference: string;
  file: ClaimFile;
  fetchFile: ClaimFileFetcher;
}) {
  const picture = showsAsPicture(file.media_type);
  const fetched = useQuery({
    queryKey: ['claim-file', reference, file.file_id],
    queryFn: ({ signal }) => fetchFile(reference, file.file_id, signal),
    enabled: picture,
    staleTime: Infinity,
    retry: false,
  });
  const url = useObjectUrl(fetched.data);
  const [failed, setFailed] = useState(false);
  const at = irishDateAndTime(file.uploaded_at);

  const download = async () => {
    setFailed(false);
    try {
      saveBlob(await fetchFile(reference, file.file_id), file.name);
    } catch {
      setFailed(true);
    }
  };

  return (
    <li className="claim-file">
      {picture && url ? (
        <a href={url} target="_blank" rel="noopener" className="claim-file__open">
          <img className="claim-file__thumb" src={url} alt={TEXT.fileOpen(file.name)} />
        </a>
      ) : (
        <span className="claim-file__thumb claim-file__thumb--type" aria-hidden="true">
          {CLAIM_FILE_TYPES[file.media_type]}
        </span>
      )}
      <span className="claim-file__name">
        {file.name}
        <span className="claim-file__size">
          {fileSizeLabel(file.size_bytes)}
          {at ? `, ${at.date} at ${at.time}` : ''}
          {file.author === 'handler' ? `, ${TEXT.fromHandler}` : ''}
        </span>
        {(fetched.isError || failed) && (
          <span className="claim-file__failed">{TEXT.fileFailed}</span>
        )}
      </span>
      {!picture && (
        <Button variant="secondary" onClick={() => void download()}>
          {TEXT.fileOpen(file.name)}
        </Button>
      )}
    </li>
  );
}

/**
 * The claim's photos and documents (issue 44), and, while it is in progress, a way to send more:
 * what a claims handler asked for, or anything new.
 */
export function ClaimFilesCard({
  claim,
  queryKey,
  fetchFile = getClaimFile,
  canSend = true,
}: {
  claim: ClaimDetail;
  queryKey: readonly unknown[];
  fetchFile?: ClaimFileFetcher;
  /** Whether the reader sends files here (the customer does; the handler reads them). */
  canSend?: boolean;
}) {
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<PickedFile[]>([]);
  const [sending, setSending] = useState(0);
  const [notSent, setNotSent] = useState<FileNotSent[]>([]);
  const [sent, setSent] = useState(false);
  // Where focus goes when the Send button it was on goes with the files it sent.
  const addTitle = useRef<HTMLHeadingElement>(null);

  const onSend = async () => {
    if (picked.length === 0 || sending > 0) return;
    setSent(false);
    setNotSent([]);
    const uploaded = await uploadClaimFiles(claim.reference, picked, setSending);
    setSending(0);
    if (uploaded.claim) queryClient.setQueryData(queryKey, uploaded.claim);
    // Those sent leave the list; those refused stay, to be removed or tried again.
    const left = picked.filter((each) => !uploaded.sent.includes(each));
    setPicked(left);
    setNotSent(uploaded.notSent);
    setSent(uploaded.sent.length > 0 && uploaded.notSent.length === 0);
    if (left.length === 0) addTitle.current?.focus();
  };

  return (
    <Card as="section" aria-labelledby="claim-files-title">
      <h2 id="claim-files-title" className="policies-heading">
        {TEXT.filesHeading}
      </h2>
      {claim.files.length === 0 ? (
        <p className="leaving-text">{TEXT.filesNone}</p>
      ) : (
        <ul className="claim-files__list">
          {claim.files.map((file) => (
            <ClaimFileEntry
              key={file.file_id}
              reference={claim.reference}
              file={file}
              fetchFile={fetchFile}
            />
          ))}
        </ul>
      )}
      {canSend && isClaimInProgress(claim.stage) && (
        <div className="claim-files__add">
          <h3 className="claim-files__add-title" ref={addTitle} tabIndex={-1}>
            {TEXT.filesAdd}
          </h3>
          <ClaimFilesField
            id="claim-more-files"
            picked={picked}
            onPickedChange={setPicked}
            held={claim.files.length}
            label={TEXT.filesChoose}
            disabled={sending > 0}
          />
          <p className="visually-hidden" role="status">
            {sending > 0 ? TEXT.uploading(sending, picked.length) : sent ? TEXT.filesSent : ''}
          </p>
          {sent && (
            <Notice tone="success">
              <p>{TEXT.filesSent}</p>
            </Notice>
          )}
          <FilesNotSent files={notSent} />
          {picked.length > 0 && (
            <Button variant="primary" onClick={() => void onSend()} disabled={sending > 0}>
              {sending > 0 ? TEXT.filesSending : TEXT.filesSend}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
