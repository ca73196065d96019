import { CLAIM_LIMITS as L, isClaimFileType } from './claim-constants.js';
import { CLAIM_MESSAGES as M } from './claim-messages.js';

/** A file as it arrives: its name as sent, its size, and its type as its content shows it. */
export interface ClaimFileArrival {
  name: string;
  bytes: number;
  /** The MIME type its first bytes show (never its name's extension); null when unknown. */
  detectedType: string | null;
}

/**
 * Why a file cannot go on a claim, or null: empty, over the size limit, or not a photo or PDF by
 * its content. The API checks the size as the file streams and its type from its first bytes.
 */
export function claimFileProblem(file: ClaimFileArrival): string | null {
  const name = file.name.trim() || 'This file';
  if (file.bytes === 0) return M.fileEmpty(name);
  if (file.bytes > L.maxFileBytes) return M.fileTooLarge(name);
  if (file.detectedType === null || !isClaimFileType(file.detectedType)) {
    return M.fileWrongType(name);
  }
  return null;
}

/** Whether `adding` more files would take the claim over its limit, with `held` already on it. */
export const claimFilesCountProblem = (held: number, adding: number): string | null =>
  held + adding > L.maxFiles ? M.tooManyFiles : null;
