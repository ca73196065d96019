/**
 * The local identity provider's sign-in: checks passwords, locks accounts after repeated failures,
 * runs the SMS and new-password challenges, and issues, rotates and revokes sessions. Its failures
 * carry the identity provider's error names.
 */
import {
  CODE_LIFETIME_MINUTES,
  IDENTITY_ERRORS,
  IDENTITY_FLOW_ERRORS,
  maskPhoneNumber,
  lockMinutesAfter,
  type ChallengeResponse,
  type RespondToChallengePayload,
} from '@wallet/domain';
import type { Messages } from '../../adapters/messages/messages-port.js';
import type { Clock } from '../../lib/clock.js';
import { IdentityFailure, unauthorized } from '../../lib/http-errors.js';
import { mobileNumberChangedSms, signInCodeSms } from './account-messages.js';
import { failureOfCodeCheck } from './code-failures.js';
import type { OneTimeCodes } from './one-time-codes.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { RefreshSessionsRepository } from './refresh-sessions-repository.js';
import type { IssuedSession, SessionIssuer } from './sessions.js';
import { hashRefreshToken, passwordStampOf, type ChallengeTokens } from './tokens.js';
import type { UserRow, UsersRepository } from './users-repository.js';

export type { IssuedSession } from './sessions.js';

/** A sign-in step's outcome: signed in, or one more challenge to answer. */
export type SignInOutcome =
  { kind: 'session'; issued: IssuedSession } | { kind: 'challenge'; challenge: ChallengeResponse };

/** Whether the account's number has been proven by a code: then it is the second factor. */
const isVerifiedNumber = (user: UserRow) => user.phoneVerified && Boolean(user.phoneNumber);

/** A challenge token lives as long as the sign-in SMS code: 3 minutes. */
export const CHALLENGE_LIFETIME_SECONDS = CODE_LIFETIME_MINUTES.smsMfa * 60;

/**
 * platform.md 8: accounts an agent created, and accounts created before the cut-off date whose
 * owner has neither signed in nor chosen a password since, must set a password by reset first.
 */
export function mustResetPassword(user: UserRow, resetRequiredBefore: Date): boolean {
  if (!user.passwordHash || user.passwordResetRequired) return true;
  if (user.passwordChangedAt) return false;
  if (user.createdByAgent) return true;
  return (
    user.createdAt < resetRequiredBefore &&
    (!user.lastSignInAt || user.lastSignInAt < resetRequiredBefore)
  );
}

export function createAuthService(deps: {
  users: UsersRepository;
  refreshSessions: RefreshSessionsRepository;
  sessions: SessionIssuer;
  codes: OneTimeCodes;
  messages: Messages;
  challengeTokens: ChallengeTokens;
  passwordResetRequiredBefore: Date;
  clock: Clock;
}) {
  const { users, refreshSessions, sessions, codes, messages, challengeTokens, clock } = deps;
  const sessionExpired = () => new IdentityFailure(IDENTITY_FLOW_ERRORS.sessionExpired);

  /** Sends a sign-in code to the account's number, or to a new one still to be proven. */
  async function smsChallenge(user: UserRow, newPhoneNumber?: string) {
    const destination = newPhoneNumber ?? user.phoneNumber;
    const { code, row } = await codes.issue({
      userId: user.id,
      purpose: 'sms_mfa',
      lifetimeMinutes: CODE_LIFETIME_MINUTES.smsMfa,
      destination: newPhoneNumber ?? null,
    });
    if (destination) {
      await messages.send(signInCodeSms({ userId: user.id, phoneNumber: destination }, code));
    }
    return {
      challengeName: 'SMS_MFA' as const,
      session: await challengeTokens.sign(
        { challengeName: 'SMS_MFA', userId: user.id, codeId: row.id },
        clock(),
      ),
      challengeParameters: {
        // Empty when the account has no number yet: the app then asks for one.
        CODE_DELIVERY_DESTINATION: destination ? maskPhoneNumber(destination) : '',
        CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS' as const,
      },
    };
  }

  /** What follows a right password (or a new one): a challenge, or the session. */
  async function nextStep(user: UserRow, userAgent: string | null): Promise<SignInOutcome> {
    if (user.passwordChangeRequired) {
      return {
        kind: 'challenge',
        challenge: {
          challengeName: 'NEW_PASSWORD_REQUIRED',
          session: await challengeTokens.sign(
            {
              challengeName: 'NEW_PASSWORD_REQUIRED',
              userId: user.id,
              passwordStamp: passwordStampOf(user.passwordHash),
            },
            clock(),
          ),
        },
      };
    }
    if (user.mfaEnabled) return { kind: 'challenge', challenge: await smsChallenge(user) };
    await users.recordSuccessfulSignIn(user.id, clock());
    return { kind: 'session', issued: await sessions.issue(user, userAgent) };
  }

  /** The user an SMS challenge token names, if the token and its code are still good. */
  async function smsChallengeUser(session: string) {
    const claims = await challengeTokens.verify(session, 'SMS_MFA', clock());
    if (claims?.challengeName !== 'SMS_MFA') throw sessionExpired();
    const user = await users.findById(claims.userId);
    if (!user) throw sessionExpired();
    return { user, codeId: claims.codeId };
  }

  async function answerSmsChallenge(
    session: string,
    code: string,
    userAgent: string | null,
  ): Promise<SignInOutcome> {
    const { user, codeId } = await smsChallengeUser(session);
    const check = await codes.check({ userId: user.id, purpose: 'sms_mfa', code, codeId });
    const failure = failureOfCodeCheck(check.result);
    if (failure) throw new IdentityFailure(failure);
    // The code reached the phone: the number is proven (and, if it was a new one, now the
    // account's). A verified number is never replaced here, whatever the code's row says: only
    // an account with no verified number may set one while signing in.
    const newNumber = check.row?.destination;
    const replacing =
      Boolean(newNumber) && !isVerifiedNumber(user) && newNumber !== user.phoneNumber;
    const proven = await users.update(
      user.id,
      { phoneNumber: replacing ? newNumber! : user.phoneNumber, phoneVerified: true },
      clock(),
    );
    if (replacing && user.phoneNumber) {
      await messages.send(
        mobileNumberChangedSms({ userId: user.id, phoneNumber: user.phoneNumber }, newNumber!),
      );
    }
    await users.recordSuccessfulSignIn(user.id, clock());
    return { kind: 'session', issued: await sessions.issue(proven, userAgent) };
  }

  async function answerNewPasswordChallenge(
    session: string,
    newPassword: string,
    userAgent: string | null,
  ): Promise<SignInOutcome> {
    const claims = await challengeTokens.verify(session, 'NEW_PASSWORD_REQUIRED', clock());
    if (claims?.challengeName !== 'NEW_PASSWORD_REQUIRED') throw sessionExpired();
    const user = await users.findById(claims.userId);
    if (!user || passwordStampOf(user.passwordHash) !== claims.passwordStamp) {
      throw sessionExpired();
    }
    const updated = await users.setPassword(user.id, await hashPassword(newPassword), clock());
    return nextStep(updated, userAgent);
  }

  return {
    /**
     * The password step of a sign-in: the account whose password this is, or the refusal. Kept
     * out of the sign-in's transaction, so the slow hash comparison holds no connection; each of
     * its writes (the failed-attempt count) is a single statement.
     */
    async checkPassword(email: string, password: string): Promise<UserRow> {
      const user = await users.findByEmail(email);
      if (!user) {
        await verifyPassword(await decoyPasswordHash(), password);
        throw new IdentityFailure(IDENTITY_ERRORS.userNotFound);
      }
      // platform.md 6: agents sign in through the staff directory only. Whose account this is
      // was already told by the unknown e-mail's answer, so saying it here reveals nothing more.
      if (user.role !== 'customer') throw new IdentityFailure(IDENTITY_ERRORS.staffAccount);
      if (user.lockedUntil && user.lockedUntil > clock()) {
        throw new IdentityFailure(IDENTITY_ERRORS.attemptsExceeded);
      }
      if (mustResetPassword(user, deps.passwordResetRequiredBefore)) {
        throw new IdentityFailure(IDENTITY_ERRORS.passwordResetRequired);
      }
      if (!(await verifyPassword(user.passwordHash!, password))) {
        const updated = await users.recordFailedSignIn(user.id, lockMinutesAfter, clock());
        throw new IdentityFailure(
          updated.lockedUntil && updated.lockedUntil > clock()
            ? IDENTITY_ERRORS.attemptsExceeded
            : IDENTITY_ERRORS.notAuthorized,
        );
      }
      await users.clearFailedSignIns(user.id, clock());
      // Checked after the password, as the identity provider does, so it reveals nothing more.
      if (!user.emailVerified) throw new IdentityFailure(IDENTITY_ERRORS.userNotConfirmed);
      return user;
    },

    /**
     * Decision 0029: the account just verified by the browser that signed it up, whose sign-up
     * proof stands for the password. What a right password would lead to (a challenge or the
     * session), or null when a log-in with the password would be refused (locked, or a password
     * still to set): the customer then logs in as before.
     */
    async afterSignUpProof(user: UserRow, userAgent: string | null) {
      if (user.role !== 'customer' || !user.emailVerified) return null;
      if (user.lockedUntil && user.lockedUntil > clock()) return null;
      if (mustResetPassword(user, deps.passwordResetRequiredBefore)) return null;
      return nextStep(user, userAgent);
    },

    /** What follows a right password: a challenge or the session (written in one transaction). */
    async afterPassword(user: UserRow, userAgent: string | null) {
      return nextStep(user, userAgent);
    },

    async respondToChallenge(answer: RespondToChallengePayload, userAgent: string | null) {
      return answer.challengeName === 'SMS_MFA'
        ? answerSmsChallenge(answer.session, answer.code, userAgent)
        : answerNewPasswordChallenge(answer.session, answer.newPassword, userAgent);
    },

    /**
     * platform.md 2.2 and 7: during an SMS challenge the customer may give another number. A new
     * code goes to it; the number becomes the account's only when that code comes back.
     */
    async updatePhoneNumber(input: { email: string; phoneNumber: string; session: string }) {
      const { user, codeId } = await smsChallengeUser(input.session);
      if (user.email !== input.email.trim().toLowerCase()) throw sessionExpired();
      // The challenge proves the password only: moving a verified second factor with it would
      // hand the account to whoever knows the password.
      if (isVerifiedNumber(user)) {
        throw new IdentityFailure(IDENTITY_FLOW_ERRORS.verifiedNumberLocked);
      }
      const current = await codes.findUnused(codeId);
      if (!current) throw sessionExpired();
      return smsChallenge(user, input.phoneNumber);
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
      if (stored.expiresAt <= clock()) throw unauthorized('Your session has ended. Sign in again.');
      const user = await users.findById(stored.userId);
      if (!user) throw unauthorized('Your session has ended. Sign in again.');
      if (!(await refreshSessions.revokeIfActive(stored.id))) {
        throw unauthorized('Your session has ended. Sign in again.');
      }
      const issued = await sessions.issue(user, userAgent, stored.signInId);
      await refreshSessions.linkReplacement(stored.id, issued.sessionId);
      return issued;
    },

    /**
     * Ends the sign-in of the refresh cookie and of the access token, whichever came: every
     * token either handed out stops working at once.
     */
    async signOut(refreshToken: string | undefined, accessSignInId: string | null): Promise<void> {
      const stored = refreshToken
        ? await refreshSessions.findByTokenHash(hashRefreshToken(refreshToken))
        : undefined;
      const ended = new Set([stored?.signInId, accessSignInId].filter(Boolean) as string[]);
      for (const signInId of ended) await refreshSessions.endSignIn(signInId);
    },

    async currentUser(userId: string) {
      const user = await users.findById(userId);
      if (!user) throw unauthorized();
      return sessions.userOf(user);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
