import { describe, expect, it } from 'vitest';
import {
  CLAIM_REFERENCE_ALPHABET,
  isClaimReference,
  newClaimReference,
} from './claim-reference.js';

const bytes =
  (...values: number[]) =>
  () =>
    Uint8Array.from(values);

describe('a claim reference', () => {
  it('is CL- and 8 symbols, each byte picking one by its low five bits', () => {
    expect(newClaimReference(bytes(0, 1, 2, 31, 32, 63, 255, 224))).toBe('CL-ABC9A99A');
  });

  it('leaves out the symbols that look alike', () => {
    expect(CLAIM_REFERENCE_ALPHABET).toHaveLength(32);
    for (const alike of ['0', 'O', '1', 'I']) expect(CLAIM_REFERENCE_ALPHABET).not.toContain(alike);
  });

  it('refuses a source that gives too few bytes', () => {
    expect(() => newClaimReference(bytes(1, 2, 3))).toThrow(RangeError);
  });

  it('is recognised only as the wallet writes it', () => {
    expect(isClaimReference('CL-ABCD2345')).toBe(true);
    expect(isClaimReference('CL-ABCD234')).toBe(false);
    expect(isClaimReference('CL-ABCD23456')).toBe(false);
    expect(isClaimReference('cl-abcd2345')).toBe(false);
    expect(isClaimReference('CL-ABCD0345')).toBe(false);
    expect(isClaimReference('CL-ABCDI345')).toBe(false);
    expect(isClaimReference('XX-ABCD2345')).toBe(false);
  });

  it('is new each time from a random source', () => {
    const random = (count: number) =>
      Uint8Array.from({ length: count }, () => Math.floor(Math.random() * 256));
    const references = new Set(Array.from({ length: 200 }, () => newClaimReference(random)));
    expect(references.size).toBe(200);
    for (const reference of references) expect(isClaimReference(reference)).toBe(true);
  });
});
