import {
  READABLE_REFERENCE_ALPHABET,
  newReadableReference,
  readableReferenceTest,
} from '../platform/readable-reference.js';

/**
 * A claim's reference: `CL-` and 8 characters, read over the phone and typed from an e-mail
 * (platform/readable-reference.ts: the letters and digits that look alike left out).
 */
export const CLAIM_REFERENCE_ALPHABET = READABLE_REFERENCE_ALPHABET;

/** A new reference from `randomBytes` (the platform's secure source: crypto.getRandomValues). */
export const newClaimReference = (randomBytes: (count: number) => Uint8Array): string =>
  newReadableReference('CL', randomBytes);

/** Whether `text` is a claim reference as the wallet makes them (upper case, as shown). */
export const isClaimReference = readableReferenceTest('CL');
