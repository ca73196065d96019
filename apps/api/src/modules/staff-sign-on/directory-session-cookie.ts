/**
 * What the wallet keeps of an agent's session at the staff directory: the ID token the directory
 * gave at the sign-on, which the sign-out hands back to it as id_token_hint so the directory ends
 * that session without asking whose it is (OpenID Connect RP-initiated logout). Kept in the
 * browser, sealed with a key derived from the token secret (the token names the agent: the
 * browser neither reads nor changes it), sent only to the sign-out address, and only by the
 * wallet's own pages (SameSite=Strict).
 */
import { createHmac } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';
import { STAFF_SSO_SIGN_OUT_PATH } from '@wallet/domain';

export const DIRECTORY_SESSION_COOKIE = 'wallet_staff_directory';

const sealedSchema = z.object({ idToken: z.string().min(1).max(8192) });

export function createDirectorySessionSeal(tokenSecret: string, secure: boolean) {
  const key = createHmac('sha256', tokenSecret).update('staff directory session').digest();
  const cookiePlace = {
    httpOnly: true,
    secure,
    sameSite: 'strict' as const,
    path: STAFF_SSO_SIGN_OUT_PATH,
  };
  return {
    cookiePlace,

    /** The cookie's options, to last as long as the wallet session it came with. */
    cookieOptions: (expires: Date) => ({ ...cookiePlace, expires }),

    async seal(idToken: string, expires: Date): Promise<string> {
      return new EncryptJWT({ idToken })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setExpirationTime(Math.floor(expires.getTime() / 1000))
        .encrypt(key);
    },

    /** The ID token a cookie holds, or null when it is missing, altered, foreign or too old. */
    async open(sealed: string | undefined, now: Date): Promise<string | null> {
      if (!sealed) return null;
      try {
        const { payload } = await jwtDecrypt(sealed, key, { currentDate: now });
        const opened = sealedSchema.safeParse(payload);
        return opened.success ? opened.data.idToken : null;
      } catch {
        return null;
      }
    },
  };
}
