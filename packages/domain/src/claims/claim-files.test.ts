import { describe, expect, it } from 'vitest';
import { CLAIM_LIMITS } from './claim-constants.js';
import { claimFileProblem, claimFilesCountProblem } from './claim-files.js';

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
