/**
 * Sessions: a short-lived access token (the bearer token) and a long random refresh token whose
 * SHA-256 alone is stored. Every sign-in makes a new pair.
 */
import { ACCESS_TOKEN_TTL_SECONDS, type SessionResponse } from '@wallet/domain';
import { minutesAfter, type Clock } from '../../lib/clock.js';
import type { RefreshSessionsRepository } from './refresh-sessions-repository.js';
import { hashRefreshToken, newRefreshToken, type AccessTokens } from './tokens.js';
import type { UserRow } from './users-repository.js';

export interface IssuedSession {
  sessionId: string;
  session: SessionResponse;
  refreshToken: string;
  refreshExpiresAt: Date;
}

export function createSessionIssuer(deps: {
  refreshSessions: RefreshSessionsRepository;
  accessTokens: AccessTokens;
  refreshTokenTtlMinutes: number;
  clock: Clock;
}) {
  function userOf(user: UserRow): SessionResponse['user'] {
    return {
      user_id: user.id,
      email: user.email,
      given_name: user.givenName,
      family_name: user.familyName,
      role: user.role,
    };
  }

  return {
    userOf,

    /** New tokens: of a new sign-in, or of the sign-in a rotated refresh token belongs to. */
    async issue(
      user: UserRow,
      userAgent: string | null,
      signInId: string | null = null,
    ): Promise<IssuedSession> {
      const refreshToken = newRefreshToken();
      const refreshExpiresAt = minutesAfter(deps.clock(), deps.refreshTokenTtlMinutes);
      const created = await deps.refreshSessions.create({
        userId: user.id,
        signInId,
        tokenHash: hashRefreshToken(refreshToken),
        expiresAt: refreshExpiresAt,
        userAgent,
      });
      return {
        sessionId: created.id,
        session: {
          accessToken: await deps.accessTokens.sign({
            userId: user.id,
            role: user.role,
            signInId: created.signInId,
          }),
          expiresIn: ACCESS_TOKEN_TTL_SECONDS,
          user: userOf(user),
        },
        refreshToken,
        refreshExpiresAt,
      };
    },
  };
}

export type SessionIssuer = ReturnType<typeof createSessionIssuer>;
