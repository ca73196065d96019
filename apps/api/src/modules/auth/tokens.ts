/**
 * Access tokens are short-lived signed JWTs (HS256) checked without a database read; refresh
 * tokens are random opaque strings whose SHA-256 alone is stored, so a database leak reveals none.
 */
import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, userRoleSchema, type UserRole } from '@wallet/domain';

const ISSUER = 'insurance-wallet-api';
const AUDIENCE = 'insurance-wallet';

export interface AccessTokenClaims {
  userId: string;
  role: UserRole;
  /** The sign-in the token belongs to: ending it ends the token before it expires. */
  signInId: string;
}

export function createAccessTokens(secret: string) {
  // The HMAC key is imported once: given the secret's bytes instead, jose imports a key on every
  // call, a third of a signed-in request's token check (jose's docs advise a CryptoKey).
  let imported: Promise<webcrypto.CryptoKey> | undefined;
  const keyOf = () =>
    (imported ??= webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));
  return {
    async sign(claims: AccessTokenClaims): Promise<string> {
      return new SignJWT({ role: claims.role, sid: claims.signInId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(await keyOf());
    },

    /** The token's claims, or null for any token that is not ours, altered or expired. */
    async verify(token: string): Promise<AccessTokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, await keyOf(), {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const role = userRoleSchema.safeParse(payload.role);
        if (!payload.sub || !role.success || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, role: role.data, signInId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const CHALLENGE_AUDIENCE = 'insurance-wallet-challenge';

/** What a challenge token proves: the password was right, for this user, moments ago. */
export type ChallengeClaims =
  | { challengeName: 'SMS_MFA'; userId: string; codeId: string }
  | { challengeName: 'NEW_PASSWORD_REQUIRED'; userId: string; passwordStamp: string };

/**
 * A fingerprint of the stored password hash: a NEW_PASSWORD_REQUIRED token stops working once the
 * password has changed, so it sets a password at most once.
 */
export function passwordStampOf(passwordHash: string | null): string {
  return createHash('sha256')
    .update(passwordHash ?? '')
    .digest('base64url')
    .slice(0, 16);
}

/**
 * The opaque `session` of a sign-in challenge: a signed token naming the user and what is left to
 * do. An SMS challenge names its code, so that code (single use) also ends the token.
 */
export function createChallengeTokens(secret: string, lifetimeSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: ChallengeClaims, now: Date): Promise<string> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const { userId, ...rest } = claims;
      return new SignJWT(rest)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(CHALLENGE_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetimeSeconds)
        .sign(key);
    },

    /** The claims of a valid, unexpired token of the named challenge, or null. */
    async verify(token: string, challengeName: ChallengeClaims['challengeName'], now: Date) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: CHALLENGE_AUDIENCE,
          currentDate: now,
        });
        if (!payload.sub || payload.challengeName !== challengeName) return null;
        if (challengeName === 'SMS_MFA' && typeof payload.codeId === 'string') {
          return { challengeName, userId: payload.sub, codeId: payload.codeId } as const;
        }
        if (
          challengeName === 'NEW_PASSWORD_REQUIRED' &&
          typeof payload.passwordStamp === 'string'
        ) {
          return {
            challengeName,
            userId: payload.sub,
            passwordStamp: payload.passwordStamp,
          } as const;
        }
        return null;
      } catch {
        return null;
      }
    },
  };
}

export type ChallengeTokens = ReturnType<typeof createChallengeTokens>;
