import {
  CLAIM_FILE_HEAD_BYTES,
  claimFileProblem,
  claimFileTypeOf,
  claimFilesCountProblem,
  type ClaimFileType,
} from '@wallet/domain';

/** A photo or document chosen to send, checked as the API will check it. */
export interface PickedFile {
  /** Its upload's own id: sent again after a failure, the API keeps it once. */
  uploadId: string;
  file: File;
  /** What its first bytes show it is. */
  type: ClaimFileType;
}

/** Reads a file's first bytes, where its type shows. */
async function headOf(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, CLAIM_FILE_HEAD_BYTES).arrayBuffer());
}

/** A chosen file as its content shows it: its type, or why it cannot go on a claim. */
export interface CheckedFile {
  file: File;
  type: ClaimFileType | null;
  problem: string | null;
}

/** Reads each chosen file's first bytes and checks it with the API's rules (type, size). */
export async function checkChosenFiles(chosen: readonly File[]): Promise<CheckedFile[]> {
  return Promise.all(
    chosen.map(async (file) => {
      const type = file.size === 0 ? null : claimFileTypeOf(await headOf(file));
      const problem = claimFileProblem({ name: file.name, bytes: file.size, detectedType: type });
      return { file, type, problem };
    }),
  );
}

/**
 * The checked files added to those picked, as many as the claim may hold with `held` on it
 * already: those to keep, and a message for each refused.
 */
export function addCheckedFiles(
  checked: readonly CheckedFile[],
  picked: readonly PickedFile[],
  held = 0,
): { picked: PickedFile[]; problems: string[] } {
  const kept = [...picked];
  const problems: string[] = [];
  for (const { file, type, problem } of checked) {
    if (problem || !type) {
      problems.push(problem ?? '');
      continue;
    }
    const tooMany = claimFilesCountProblem(held + kept.length, 1);
    if (tooMany) {
      if (!problems.includes(tooMany)) problems.push(tooMany);
      continue;
    }
    kept.push({ uploadId: crypto.randomUUID(), file, type });
  }
  return { picked: kept, problems };
}

/** The files chosen, checked and added to those picked (both steps above). */
export async function pickFiles(
  chosen: readonly File[],
  picked: readonly PickedFile[],
  held = 0,
): Promise<{ picked: PickedFile[]; problems: string[] }> {
  return addCheckedFiles(await checkChosenFiles(chosen), picked, held);
}

/** '2.4 MB' or '850 KB': a file's size as the customer reads it. */
export function fileSizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Whether a browser shows this type as a picture (HEIC it does not, until it is turned to JPEG). */
export const showsAsPicture = (type: string) => type === 'image/jpeg' || type === 'image/png';
