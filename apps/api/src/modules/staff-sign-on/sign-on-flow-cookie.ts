/**
 * What a sign-on must remember between sending the browser to the staff directory and its coming
 * back: the state and nonce it sent, the PKCE verifier and the callback address. Kept in the
 * browser, sealed (encrypted and authenticated) with a key derived from the token secret, so any
 * of the API's processes can finish the sign-on and the browser can neither read nor change it.
 */
import { createHmac } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';
import { STAFF_SSO_CALLBACK_PATH } from '@wallet/domain';

export const SIGN_ON_FLOW_COOKIE = 'wallet_staff_sign_on';

/** A sign-on not finished within this time starts again. */
export const SIGN_ON_FLOW_SECONDS = 10 * 60;

const flowSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(43),
  redirectUri: z.url(),
});

export type SignOnFlow = z.infer<typeof flowSchema>;

export function createSignOnFlowSeal(tokenSecret: string, secure: boolean) {
  const key = createHmac('sha256', tokenSecret).update('staff sign-on flow').digest();
  return {
    /**
     * Sent back only to the callback. Lax, not Strict: the browser comes back from the staff
     * directory, another site when it is the bank's.
     */
    cookieOptions: {
      httpOnly: true,
      secure,
      sameSite: 'lax' as const,
      path: STAFF_SSO_CALLBACK_PATH,
      maxAge: SIGN_ON_FLOW_SECONDS,
    },

    async seal(flow: SignOnFlow, now: Date): Promise<string> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new EncryptJWT({ ...flow })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + SIGN_ON_FLOW_SECONDS)
        .encrypt(key);
    },

    /** The flow a cookie holds, or null when it is missing, altered, foreign or too old. */
    async open(sealed: string | undefined, now: Date): Promise<SignOnFlow | null> {
      if (!sealed) return null;
      try {
        const { payload } = await jwtDecrypt(sealed, key, { currentDate: now });
        const flow = flowSchema.safeParse(payload);
        return flow.success ? flow.data : null;
      } catch {
        return null;
      }
    },
  };
}
