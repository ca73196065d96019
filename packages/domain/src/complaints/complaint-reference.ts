import { newReadableReference, readableReferenceTest } from '../platform/readable-reference.js';

/**
 * A complaint's reference: `CP-` and 8 characters, as a claim's is `CL-` and 8
 * (platform/readable-reference.ts: the letters and digits that look alike left out).
 */
export const newComplaintReference = (randomBytes: (count: number) => Uint8Array): string =>
  newReadableReference('CP', randomBytes);

/** Whether `text` is a complaint reference as the wallet makes them (upper case, as shown). */
export const isComplaintReference = readableReferenceTest('CP');
