import { Notice } from '../../../../ui/notice';
import type { FileNotSent } from './upload-claim-files';

/** The files the API did not take, each with its reason; nothing when all went. */
export function FilesNotSent({ files, lead }: { files: readonly FileNotSent[]; lead?: string }) {
  if (files.length === 0) return null;
  return (
    <Notice tone="warning">
      {lead && <p>{lead}</p>}
      <ul>
        {files.map((file, index) => (
          <li key={`${index}-${file.name}`}>
            {file.name}: {file.message}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
