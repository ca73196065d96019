/**
 * A claim's reference: `CL-` and 8 characters, read over the phone and typed from an e-mail, so
 * the letters and digits that look alike (0 and O, 1 and I) are left out. 32 symbols make 2^40
 * references: with a million claims on record, a new one takes a used reference about once in a
 * million draws; the store's unique key refuses it and the claim draws again.
 */
export const CLAIM_REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 8;
const CLAIM_REFERENCE = new RegExp(`^CL-[${CLAIM_REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** A new reference from `randomBytes` (the platform's secure source: crypto.getRandomValues). */
export function newClaimReference(randomBytes: (count: number) => Uint8Array): string {
  const bytes = randomBytes(REFERENCE_LENGTH);
  if (bytes.length < REFERENCE_LENGTH) throw new RangeError('too few random bytes');
  // 32 symbols divide 256, so each byte's low five bits pick one without bias.
  const symbols = Array.from(bytes.subarray(0, REFERENCE_LENGTH), (byte) =>
    CLAIM_REFERENCE_ALPHABET.charAt(byte & 31),
  );
  return `CL-${symbols.join('')}`;
}

/** Whether `text` is a claim reference as the wallet makes them (upper case, as shown). */
export const isClaimReference = (text: string): boolean => CLAIM_REFERENCE.test(text);
