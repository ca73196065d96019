import type { ClaimDetail } from '@wallet/domain';
import { apiFieldMessages } from '../../../../lib/api-field-problems';
import { uploadClaimFile } from '../api/upload-claim-file';
import type { PickedFile } from './picked-files';

/** A file the API did not take, and why. */
export interface FileNotSent {
  name: string;
  message: string;
}

/**
 * Sends the chosen files to the claim one after another (a phone's upload is the slow part, and
 * one at a time keeps each within its limits), telling `onSending` which is going; a file refused
 * or lost on the way does not stop the rest.
 */
export async function uploadClaimFiles(
  reference: string,
  files: readonly PickedFile[],
  onSending: (at: number) => void = () => {},
): Promise<{ claim: ClaimDetail | null; notSent: FileNotSent[]; sent: PickedFile[] }> {
  let claim: ClaimDetail | null = null;
  const notSent: FileNotSent[] = [];
  const sent: PickedFile[] = [];
  for (const [index, picked] of files.entries()) {
    onSending(index + 1);
    try {
      claim = await uploadClaimFile(reference, picked.uploadId, picked.file);
      sent.push(picked);
    } catch (error) {
      const refused = apiFieldMessages(error);
      notSent.push({ name: picked.file.name, message: refused.byPath.file ?? refused.message });
    }
  }
  return { claim, notSent, sent };
}
