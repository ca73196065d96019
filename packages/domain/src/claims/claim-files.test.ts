import { describe, expect, it } from 'vitest';
import { CLAIM_LIMITS } from './claim-constants.js';
import {
  CLAIM_FILE_HEAD_BYTES,
  claimFileProblem,
  claimFileTypeOf,
  claimFilesCountProblem,
} from './claim-files.js';

const photo = { name: 'kitchen.jpg', bytes: 2_000_000, detectedType: 'image/jpeg' };

describe("a claim's files", () => {
  it('takes photos from a phone and PDFs, known by their content', () => {
    for (const detectedType of ['image/jpeg', 'image/png', 'image/heic', 'application/pdf']) {
      expect(claimFileProblem({ ...photo, detectedType })).toBeNull();
    }
  });

  it('refuses what its content shows is something else, whatever its name says', () => {
    expect(
      claimFileProblem({
        name: 'photo.jpg',
        bytes: 40_000,
        detectedType: 'application/x-msdownload',
      }),
    ).toBe('photo.jpg is not a JPEG, PNG, HEIC or PDF file');
    expect(claimFileProblem({ name: 'notes.pdf', bytes: 10, detectedType: null })).toBe(
      'notes.pdf is not a JPEG, PNG, HEIC or PDF file',
    );
  });

  it('takes a file of exactly 10 MB and refuses one byte more, or none at all', () => {
    expect(claimFileProblem({ ...photo, bytes: CLAIM_LIMITS.maxFileBytes })).toBeNull();
    expect(claimFileProblem({ ...photo, bytes: CLAIM_LIMITS.maxFileBytes + 1 })).toBe(
      'kitchen.jpg is larger than 10 MB',
    );
    expect(claimFileProblem({ ...photo, bytes: 0 })).toBe('kitchen.jpg is empty');
    expect(claimFileProblem({ ...photo, name: ' ', bytes: 0 })).toBe('This file is empty');
  });

  it('holds the 10th file and refuses the 11th', () => {
    expect(claimFilesCountProblem(9, 1)).toBeNull();
    expect(claimFilesCountProblem(0, 10)).toBeNull();
    expect(claimFilesCountProblem(10, 1)).toBe(
      'You can send up to 10 photos and documents with one claim',
    );
    expect(claimFilesCountProblem(8, 3)).not.toBeNull();
  });
});

describe('a claim file known by its first bytes', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    new Uint8Array(
      parts.flatMap((part) =>
        typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
      ),
    );
  /** An ISO media file's first box: its size, 'ftyp', the major brand, a version, compatible brands. */
  const ftyp = (major: string, ...compatible: string[]) =>
    bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], compatible.join(''));

  it('knows JPEG, PNG, PDF and a phone camera’s HEIC', () => {
    expect(claimFileTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(claimFileTypeOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(claimFileTypeOf(bytes('%PDF-1.7'))).toBe('application/pdf');
    expect(claimFileTypeOf(ftyp('heic', 'mif1', 'heic'))).toBe('image/heic');
    expect(claimFileTypeOf(ftyp('mif1', 'mif1', 'heic'))).toBe('image/heic');
  });

  it('refuses anything else, whatever it is called: a program, a GIF, an AVIF, a near miss', () => {
    for (const head of [
      bytes('MZ', [0x90, 0, 3, 0]),
      bytes([0x7f], 'ELF'),
      bytes('GIF89a'),
      ftyp('avif', 'mif1', 'avif'),
      ftyp('mif1', 'mif1', 'avif'),
      bytes([0xff, 0xd8]),
      bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a]),
      bytes('%PDF'),
      bytes('PK', [3, 4]),
      new Uint8Array(0),
    ]) {
      expect(claimFileTypeOf(head)).toBeNull();
    }
  });

  it('needs no more than its first bytes', () => {
    expect(
      claimFileTypeOf(ftyp('mif1', 'miaf', 'MiHB', 'heic').subarray(0, CLAIM_FILE_HEAD_BYTES)),
    ).toBe('image/heic');
  });
});
