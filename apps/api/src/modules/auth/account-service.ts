/**
 * The local identity provider's account flows: sign-up and its e-mail code, forgotten password,
 * the preferred second factor and the pre-login MFA lookup. Failures carry the provider's names.
 */
import {
  AGENT_MADE_ACCOUNT_CODE_HOURS,
  CODE_LIFETIME_MINUTES,
  IDENTITY_FLOW_ERRORS,
  NOT_VERIFIED,
  type CodeDeliveryDetails,
  type VerifiedResponse,
} from '@wallet/domain';
import type { Messages } from '../../adapters/messages/messages-port.js';
import { createDemoStaffDirectory } from '../../adapters/staff-directory/demo-staff-directory.js';
import type { StaffDirectory } from '../../adapters/staff-directory/staff-directory-port.js';
import { minutesAfter, type Clock } from '../../lib/clock.js';
import { IdentityFailure } from '../../lib/http-errors.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import {
  agentMadeAccountEmail,
  maskEmail,
  resetCodeEmail,
  signUpCodeEmail,
  type RegisteredBy,
} from './account-messages.js';
import { failureOfCodeCheck } from './code-failures.js';
import type { CodePurpose } from './one-time-codes-repository.js';
import type { OneTimeCodes } from './one-time-codes.js';
import { hashPassword } from '../../lib/passwords.js';
import type { RefreshSessionsRepository } from './refresh-sessions-repository.js';
import type { UserRow, UsersRepository } from './users-repository.js';

/** E-mailed codes a user may ask for per purpose in an hour; then LimitExceededException. */
export const CODES_PER_HOUR = 5;

const ALREADY_CONFIRMED_FOR_RESEND = {
  name: 'InvalidParameterException',
  message: 'User is already confirmed.',
} as const;

/**
 * Decision 0032: an account an agent made, whose owner has not chosen a password yet. Its reset
 * code, sent to the address, proves the address: setting the password with it verifies the
 * e-mail too. An account its owner signed up for keeps the spec's order (verify, then reset): its
 * password, names and number were typed by whoever signed up, not by the bank's agent.
 */
export function awaitsFirstPassword(user: UserRow): boolean {
  return user.createdByAgent && !user.passwordHash;
}

export { maskEmail };

export function createAccountService(deps: {
  users: UsersRepository;
  refreshSessions: RefreshSessionsRepository;
  codes: OneTimeCodes;
  messages: Messages;
  clock: Clock;
  /**
   * The bank's staff directory, whose addresses are never customers' (decision 0018); the
   * server's own stand-in, over the demo staff, unless another is given.
   */
  staffDirectory?: Pick<StaffDirectory, 'findStaffByEmail'>;
}) {
  const { users, codes, messages, clock } = deps;
  const staffDirectory = deps.staffDirectory ?? createDemoStaffDirectory();

  async function existingUser(email: string): Promise<UserRow> {
    const user = await users.findByEmail(email);
    if (!user) throw new IdentityFailure(IDENTITY_FLOW_ERRORS.userNotFound);
    return user;
  }

  /** Refuses a sixth e-mailed code within the hour, so nobody floods a mailbox. */
  async function checkSendingLimit(user: UserRow, purpose: CodePurpose) {
    const since = minutesAfter(clock(), -60);
    if ((await codes.countSentSince(user.id, purpose, since)) >= CODES_PER_HOUR) {
      throw new IdentityFailure(IDENTITY_FLOW_ERRORS.limitExceeded);
    }
  }

  /** Issues a fresh e-mailed code for the purpose and sends it through the outbox. */
  async function sendEmailCode(
    user: UserRow,
    purpose: 'verify_email' | 'reset_password',
  ): Promise<CodeDeliveryDetails> {
    const { code } = await codes.issue({
      userId: user.id,
      purpose,
      lifetimeMinutes:
        purpose === 'verify_email'
          ? CODE_LIFETIME_MINUTES.verifyEmail
          : CODE_LIFETIME_MINUTES.resetPassword,
    });
    const to = { userId: user.id, givenName: user.givenName, email: user.email };
    await messages.send(
      purpose === 'verify_email'
        ? signUpCodeEmail(to, code)
        : resetCodeEmail(to, code, { verifiesEmail: !user.emailVerified }),
    );
    return { destination: maskEmail(user.email), deliveryMedium: 'EMAIL' };
  }

  const sendSignUpCode = (user: UserRow) => sendEmailCode(user, 'verify_email');

  return {
    async signUp(input: {
      firstName: string;
      lastName: string;
      email: string;
      phoneNo: string;
      password: string;
    }) {
      // A staff member's identity is the directory's: a customer account of that address, even
      // one never confirmed, would stand in the way of their agent sign-in.
      if (await staffDirectory.findStaffByEmail(input.email)) {
        throw new IdentityFailure(IDENTITY_FLOW_ERRORS.staffEmail);
      }
      if (await users.findByEmail(input.email)) {
        throw new IdentityFailure(IDENTITY_FLOW_ERRORS.usernameExists);
      }
      const now = clock();
      let user: UserRow;
      try {
        user = await users.create({
          email: input.email,
          givenName: input.firstName,
          familyName: input.lastName,
          phoneNumber: input.phoneNo,
          passwordHash: await hashPassword(input.password),
          passwordChangedAt: now,
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        // Two sign-ups with one address at the same moment: the second loses here.
        if (isUniqueViolation(error)) {
          throw new IdentityFailure(IDENTITY_FLOW_ERRORS.usernameExists);
        }
        throw error;
      }
      return { userConfirmed: false, codeDeliveryDetails: await sendSignUpCode(user) };
    },

    async confirmSignUp(email: string, code: string) {
      const user = await existingUser(email);
      if (user.emailVerified) throw new IdentityFailure(IDENTITY_FLOW_ERRORS.alreadyConfirmed);
      const check = await codes.check({ userId: user.id, purpose: 'verify_email', code });
      const failure = failureOfCodeCheck(check.result);
      if (failure) throw new IdentityFailure(failure);
      const verified = await users.update(user.id, { emailVerified: true }, clock());
      return { createdByAgent: user.createdByAgent, user: verified };
    },

    async resendSignUpCode(email: string) {
      const user = await existingUser(email);
      if (user.emailVerified) throw new IdentityFailure(ALREADY_CONFIRMED_FOR_RESEND);
      await checkSendingLimit(user, 'verify_email');
      return { codeDeliveryDetails: await sendSignUpCode(user) };
    },

    /**
     * Decision 0032: the one e-mail of an account an agent has just made: a reset code that lives
     * as long as a verification code, with who registered the customer and the link to set the
     * password. It counts towards the hour's reset codes like any other.
     */
    async sendAgentMadeAccountEmail(
      user: UserRow,
      registeredBy: RegisteredBy,
      setPasswordUrl: string,
    ): Promise<CodeDeliveryDetails> {
      await checkSendingLimit(user, 'reset_password');
      const { code } = await codes.issue({
        userId: user.id,
        purpose: 'reset_password',
        lifetimeMinutes: AGENT_MADE_ACCOUNT_CODE_HOURS * 60,
      });
      await messages.send(
        agentMadeAccountEmail(
          { userId: user.id, givenName: user.givenName, email: user.email },
          registeredBy,
          code,
          setPasswordUrl,
        ),
      );
      return { destination: maskEmail(user.email), deliveryMedium: 'EMAIL' };
    },

    /** platform.md 8: an unverified account is refused, except one still awaiting its first password. */
    async forgotPassword(email: string) {
      const user = await existingUser(email);
      if (!user.emailVerified && !awaitsFirstPassword(user)) {
        throw new IdentityFailure(IDENTITY_FLOW_ERRORS.unverifiedForReset);
      }
      await checkSendingLimit(user, 'reset_password');
      return { codeDeliveryDetails: await sendEmailCode(user, 'reset_password') };
    },

    /**
     * A new password by reset code; every session of the account ends. For an account an agent
     * made that awaits its first password, the code (sent to the address) verifies the e-mail in
     * the same step. Any other unverified account is refused before its code is looked at.
     */
    async confirmForgotPassword(email: string, code: string, password: string) {
      const user = await existingUser(email);
      const verifiesEmail = !user.emailVerified;
      if (verifiesEmail && !awaitsFirstPassword(user)) {
        throw new IdentityFailure(IDENTITY_FLOW_ERRORS.unverifiedForReset);
      }
      const check = await codes.check({ userId: user.id, purpose: 'reset_password', code });
      const failure = failureOfCodeCheck(check.result);
      if (failure) throw new IdentityFailure(failure);
      await users.setPassword(user.id, await hashPassword(password), clock());
      if (verifiesEmail) await users.update(user.id, { emailVerified: true }, clock());
      await deps.refreshSessions.revokeAllOfUser(user.id);
      return {};
    },

    /** platform.md 4.1: before login, whether MFA is on and the number proven; false if unknown. */
    async verifiedStatus(email: string): Promise<VerifiedResponse> {
      const user = await users.findByEmail(email);
      if (!user) return NOT_VERIFIED;
      return { mfa_enabled: user.mfaEnabled, number_verified: user.phoneVerified };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
