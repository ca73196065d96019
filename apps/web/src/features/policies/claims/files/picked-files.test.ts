import { CLAIM_MESSAGES } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { fileSizeLabel, pickFiles } from './picked-files';

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const file = (name: string, head: number[] | string, size = 1_000) => {
  const start = typeof head === 'string' ? new TextEncoder().encode(head) : new Uint8Array(head);
  const bytes = new Uint8Array(size);
  bytes.set(start.subarray(0, size));
  return new File([bytes], name);
};

describe('choosing photos and documents for a claim', () => {
  it('keeps photos and PDFs by their content, and refuses the rest with a reason each', async () => {
    const { picked, problems } = await pickFiles(
      [
        file('kitchen.jpg', JPEG),
        file('receipt.pdf', '%PDF-1.7'),
        file('photo.jpg', 'MZ\x90\x00'),
        file('empty.png', [], 0),
        file('huge.jpg', JPEG, 10 * 1024 * 1024 + 1),
      ],
      [],
    );
    expect(picked.map((each) => [each.file.name, each.type])).toEqual([
      ['kitchen.jpg', 'image/jpeg'],
      ['receipt.pdf', 'application/pdf'],
    ]);
    expect(new Set(picked.map((each) => each.uploadId)).size).toBe(2);
    expect(problems).toEqual([
      CLAIM_MESSAGES.fileWrongType('photo.jpg'),
      CLAIM_MESSAGES.fileEmpty('empty.png'),
      CLAIM_MESSAGES.fileTooLarge('huge.jpg'),
    ]);
  });

  it('takes the 10th file on a claim and refuses the 11th, counting those it holds', async () => {
    const nine = await pickFiles(
      Array.from({ length: 9 }, (_, at) => file(`${at}.jpg`, JPEG)),
      [],
    );
    const more = await pickFiles([file('9.jpg', JPEG), file('10.jpg', JPEG)], nine.picked);
    expect(more.picked).toHaveLength(10);
    expect(more.problems).toEqual([CLAIM_MESSAGES.tooManyFiles]);
    const onClaim = await pickFiles([file('a.jpg', JPEG), file('b.jpg', JPEG)], [], 9);
    expect(onClaim.picked).toHaveLength(1);
  });

  it('says a size as the customer reads it', () => {
    expect(fileSizeLabel(500)).toBe('1 KB');
    expect(fileSizeLabel(850 * 1024)).toBe('850 KB');
    expect(fileSizeLabel(2.44 * 1024 * 1024)).toBe('2.4 MB');
  });
});
