import { CLAIM_LIMITS as L, isClaimFileType, type ClaimFileType } from './claim-constants.js';
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

/** How many first bytes {@link claimFileTypeOf} needs to know a file. */
export const CLAIM_FILE_HEAD_BYTES = 32;

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

/** The brands of an ISO media file (HEIF) that hold HEVC-coded images: what a phone camera makes. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
/** General HEIF brands: HEIC only when a compatible brand says so (AVIF says avif). */
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

/**
 * A claim file's type as its first bytes show it (its name and the type a browser guesses are
 * never trusted): JPEG, PNG, HEIC or PDF, or null for anything else. The form and the API use it
 * alike, so a file refused in the form is refused by the API and the other way round.
 */
export function claimFileTypeOf(head: Uint8Array): ClaimFileType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return 'image/jpeg';
  }
  if (
    head.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, at) => head[at] === byte)
  ) {
    return 'image/png';
  }
  if (head.length >= 5 && ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  if (head.length >= 12 && ascii(head, 4, 4) === 'ftyp') {
    const boxEnd = Math.min(
      head.length,
      ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0,
    );
    const major = ascii(head, 8, 4);
    if (HEIC_BRANDS.has(major)) return 'image/heic';
    if (HEIF_BRANDS.has(major)) {
      // The compatible brands follow the major brand and its version.
      for (let at = 16; at + 4 <= boxEnd; at += 4) {
        if (HEIC_BRANDS.has(ascii(head, at, 4))) return 'image/heic';
      }
    }
  }
  return null;
}
