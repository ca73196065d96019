/**
 * The local identity provider: checks passwords, locks accounts after repeated failures, and
 * issues, rotates and revokes sessions. Its failures carry the identity provider's error names.
 */
import { ACCESS_TOKEN_TTL_SECONDS, IDENTITY_ERRORS, type SessionResponse } from '@wallet/domain';
import { IdentityFailure, unauthorized } from '../../lib/http-errors.js';
import { decoyPasswordHash, verifyPassword } from './passwords.js';
import type { RefreshSessionsRepository } from './refresh-sessions-repository.js';
import { hashRefreshToken, newRefreshToken, type AccessTokens } from './tokens.js';
import type { UserRow, UsersRepository } from './users-repository.js';

/** Failed passwords in a row before the account locks, and for how long. */
export const SIGN_IN_LOCKOUT = { maxFailures: 5, lockMinutes: 15 } as const;

export interface IssuedSession {
  sessionId: string;
  session: SessionResponse;
  refreshToken: string;
  refreshExpiresAt: Date;
}

export function createAuthService(deps: {
  users: UsersRepository;
  refreshSessions: RefreshSessionsRepository;
  accessTokens: AccessTokens;
  refreshTokenTtlMinutes: number;
}) {
  const { users, refreshSessions, accessTokens } = deps;

  async function sessionFor(user: UserRow) {
    return {
      accessToken: await accessTokens.sign({ userId: user.id, role: user.role }),
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      user: {
        user_id: user.id,
        email: user.email,
        given_name: user.givenName,
        family_name: user.familyName,
        role: user.role,
      },
    } satisfies SessionResponse;
  }

  async function issue(user: UserRow, userAgent: string | null): Promise<IssuedSession> {
    const refreshToken = newRefreshToken();
    const refreshExpiresAt = new Date(Date.now() + deps.refreshTokenTtlMinutes * 60_000);
    const created = await refreshSessions.create({
      userId: user.id,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: refreshExpiresAt,
      userAgent,
    });
    return {
      sessionId: created.id,
      session: await sessionFor(user),
      refreshToken,
      refreshExpiresAt,
    };
  }

  return {
    async signIn(
      email: string,
      password: string,
      userAgent: string | null,
    ): Promise<IssuedSession> {
      const user = await users.findByEmail(email);
      if (!user) {
        await verifyPassword(await decoyPasswordHash(), password);
        throw new IdentityFailure(IDENTITY_ERRORS.userNotFound);
      }
      if (user.lockedUntil && user.lockedUntil > new Date()) {
        throw new IdentityFailure(IDENTITY_ERRORS.attemptsExceeded);
      }
      // Accounts an agent created have no password until the customer sets one by reset.
      if (!user.passwordHash || user.passwordResetRequired) {
        throw new IdentityFailure(IDENTITY_ERRORS.passwordResetRequired);
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        const updated = await users.recordFailedSignIn(
          user.id,
          SIGN_IN_LOCKOUT.maxFailures,
          SIGN_IN_LOCKOUT.lockMinutes,
        );
        throw new IdentityFailure(
          updated.lockedUntil && updated.lockedUntil > new Date()
            ? IDENTITY_ERRORS.attemptsExceeded
            : IDENTITY_ERRORS.notAuthorized,
        );
      }
      // Checked after the password, as the identity provider does, so it reveals nothing more.
      if (!user.emailVerified) throw new IdentityFailure(IDENTITY_ERRORS.userNotConfirmed);
      await users.recordSuccessfulSignIn(user.id);
      return issue(user, userAgent);
    },

    /**
     * Exchanges a refresh token for a new one. A token presented after it was rotated or revoked
     * means it was copied: every session of that user ends.
     */
    async refresh(refreshToken: string, userAgent: string | null): Promise<IssuedSession> {
      const stored = await refreshSessions.findByTokenHash(hashRefreshToken(refreshToken));
      if (!stored) throw unauthorized('Your session has ended. Sign in again.');
      if (stored.revokedAt) {
        if (stored.replacedBySessionId) await refreshSessions.revokeAllOfUser(stored.userId);
        throw unauthorized('Your session has ended. Sign in again.');
      }
      if (stored.expiresAt <= new Date())
        throw unauthorized('Your session has ended. Sign in again.');
      const user = await users.findById(stored.userId);
      if (!user) throw unauthorized('Your session has ended. Sign in again.');
      if (!(await refreshSessions.revokeIfActive(stored.id))) {
        throw unauthorized('Your session has ended. Sign in again.');
      }
      const issued = await issue(user, userAgent);
      await refreshSessions.linkReplacement(stored.id, issued.sessionId);
      return issued;
    },

    async signOut(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const stored = await refreshSessions.findByTokenHash(hashRefreshToken(refreshToken));
      if (stored) await refreshSessions.revokeIfActive(stored.id);
    },

    async currentUser(userId: string) {
      const user = await users.findById(userId);
      if (!user) throw unauthorized();
      return (await sessionFor(user)).user;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
