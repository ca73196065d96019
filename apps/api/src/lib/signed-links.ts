import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links that open something for a short time without a bearer token (a PDF in a new tab): the
 * link carries its expiry and an HMAC of what it opens for whom, made with a key of its own
 * derived from the server's secret. Whoever verifies names the same parts again, from its own
 * records and the request, so a link works only for what and whom it was made for.
 */
export function createSignedLinks(secret: string, purpose: string) {
  const key = createHash('sha256').update(`signed-links\0${purpose}\0${secret}`).digest();
  const signatureOf = (parts: readonly string[], expiresAt: number) =>
    createHmac('sha256', key)
      .update([...parts, String(expiresAt)].join('\0'))
      .digest('base64url');

  return {
    /** The expiry (milliseconds since the epoch) and signature to put in the link. */
    sign(parts: readonly string[], expiresAt: number): { expires: number; signature: string } {
      return { expires: expiresAt, signature: signatureOf(parts, expiresAt) };
    },

    /** Whether the link's signature is for these parts and it has not expired. */
    verify(
      parts: readonly string[],
      link: { expires: number; signature: string },
      now: number,
    ): boolean {
      if (!Number.isSafeInteger(link.expires) || link.expires < now) return false;
      const expected = Buffer.from(signatureOf(parts, link.expires));
      const given = Buffer.from(link.signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type SignedLinks = ReturnType<typeof createSignedLinks>;
