/**
 * A reference a customer reads over the phone and types from an e-mail (a claim's `CL-`, a
 * complaint's `CP-`): a prefix and 8 characters, leaving out the letters and digits that look
 * alike (0 and O, 1 and I). 32 symbols make 2^40 references: with a million on record, a new one
 * takes a used reference about once in a million draws; the store's unique key refuses it and the
 * caller draws again.
 */
export const READABLE_REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 8;

/** A new reference from `randomBytes` (the platform's secure source: crypto.getRandomValues). */
export function newReadableReference(
  prefix: string,
  randomBytes: (count: number) => Uint8Array,
): string {
  const bytes = randomBytes(REFERENCE_LENGTH);
  if (bytes.length < REFERENCE_LENGTH) throw new RangeError('too few random bytes');
  // 32 symbols divide 256, so each byte's low five bits pick one without bias.
  const symbols = Array.from(bytes.subarray(0, REFERENCE_LENGTH), (byte) =>
    READABLE_REFERENCE_ALPHABET.charAt(byte & 31),
  );
  return `${prefix}-${symbols.join('')}`;
}

/** Whether `text` is a reference with this prefix as the wallet makes them (upper case). */
export const readableReferenceTest = (prefix: string) => {
  const pattern = new RegExp(`^${prefix}-[${READABLE_REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);
  return (text: string): boolean => pattern.test(text);
};
