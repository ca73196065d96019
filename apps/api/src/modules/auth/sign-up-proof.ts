/**
 * Decision 0029: the browser that signed up is signed in when its e-mail code comes back, so the
 * customer does not type the password again. Sign-up leaves an HttpOnly cookie holding a signed
 * token: this user, this password (its stamp), for SIGN_UP_PROOF_MINUTES. The password itself
 * never leaves the sign-up form. The token works once: only a confirmation that verifies the
 * account reads it, and an account is verified once.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { SIGN_UP_PROOF_MINUTES } from '@wallet/domain';
import { passwordStampOf } from './tokens.js';
import type { UserRow } from './users-repository.js';

export const SIGN_UP_PROOF_COOKIE = 'wallet_sign_up';
/** Sent with the confirmation only: no other request carries it. */
export const SIGN_UP_PROOF_COOKIE_PATH = '/api/auth/confirm-sign-up';

const ISSUER = 'insurance-wallet-api';
const AUDIENCE = 'insurance-wallet-sign-up';

export function createSignUpProofs(options: { secret: string; secure: boolean }) {
  const key = new TextEncoder().encode(options.secret);
  const cookie = {
    httpOnly: true,
    secure: options.secure,
    sameSite: 'strict' as const,
    path: SIGN_UP_PROOF_COOKIE_PATH,
  };
  return {
    /** After a sign-up: the proof that this browser chose the account's password just now. */
    async set(reply: FastifyReply, user: UserRow, now: Date): Promise<void> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const lifetime = SIGN_UP_PROOF_MINUTES * 60;
      const token = await new SignJWT({ stamp: passwordStampOf(user.passwordHash) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetime)
        .sign(key);
      reply.setCookie(SIGN_UP_PROOF_COOKIE, token, { ...cookie, maxAge: lifetime });
    },

    clear(reply: FastifyReply): void {
      reply.clearCookie(SIGN_UP_PROOF_COOKIE, cookie);
    },

    /**
     * Whether the request carries a live proof for `user` as it stands: the same account, the
     * password it was made with (a reset since ends it), a customer's own sign-up (an agent's
     * account is never signed in this way: its owner has not chosen a password).
     */
    async proves(request: FastifyRequest, user: UserRow, now: Date): Promise<boolean> {
      const token = request.cookies[SIGN_UP_PROOF_COOKIE];
      if (!token || user.createdByAgent || user.role !== 'customer') return false;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
        });
        return payload.sub === user.id && payload.stamp === passwordStampOf(user.passwordHash);
      } catch {
        return false;
      }
    },
  };
}

export type SignUpProofs = ReturnType<typeof createSignUpProofs>;
