/**
 * Access tokens are short-lived signed JWTs (HS256) checked without a database read; refresh
 * tokens are random opaque strings whose SHA-256 alone is stored, so a database leak reveals none.
 */
import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, userRoleSchema, type UserRole } from '@wallet/domain';

const ISSUER = 'insurance-wallet-api';
const AUDIENCE = 'insurance-wallet';

export interface AccessTokenClaims {
  userId: string;
  role: UserRole;
}

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: AccessTokenClaims): Promise<string> {
      return new SignJWT({ role: claims.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },

    /** The token's claims, or null for any token that is not ours, altered or expired. */
    async verify(token: string): Promise<AccessTokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const role = userRoleSchema.safeParse(payload.role);
        if (!payload.sub || !role.success) return null;
        return { userId: payload.sub, role: role.data };
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
