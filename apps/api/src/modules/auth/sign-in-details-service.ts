/**
 * Your account's sign-in details (issue 45): a new e-mail address or mobile takes effect only when
 * the code sent to it comes back; a new address and a new password need the password as it
 * stands. The address or number that stops being used is told, so a change its owner did not make
 * is noticed. A new password ends every other sign-in of the account.
 */
import {
  CODE_LIFETIME_MINUTES,
  IDENTITY_ERRORS,
  maskPhoneNumber,
  SIGN_IN_DETAILS_MESSAGES as M,
  type DetailCodeSent,
  type SignInDetails,
} from '@wallet/domain';
import type { Messages } from '../../adapters/messages/messages-port.js';
import type { Clock } from '../../lib/clock.js';
import { FieldValidationError, IdentityFailure, unauthorized } from '../../lib/http-errors.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import {
  changeEmailCodeEmail,
  changeMobileCodeSms,
  emailChangedEmail,
  maskEmail,
  mobileNumberChangedSms,
  passwordChangedEmail,
  signInCodesOffEmail,
} from './account-messages.js';
import type { CodePurpose } from './one-time-codes-repository.js';
import type { OneTimeCodes } from './one-time-codes.js';
import { failureOfCodeCheck } from './code-failures.js';
import type { RefreshSessionsRepository } from './refresh-sessions-repository.js';
import type { UserRow, UsersRepository } from './users-repository.js';
import { normaliseEmail } from './users-repository.js';

/** The code purposes a pending change waits on: the address's and the number's. */
const EMAIL_CHANGE: CodePurpose = 'verify_email';
const MOBILE_CHANGE: CodePurpose = 'verify_phone';

/** Codes to a new address or number a customer may ask for in an hour, as for sign-up codes. */
export const DETAIL_CODES_PER_HOUR = 5;

const fieldError = (field: string, message: string) =>
  new FieldValidationError({ [field]: [message] });

export function createSignInDetailsService(deps: {
  users: UsersRepository;
  refreshSessions: RefreshSessionsRepository;
  codes: OneTimeCodes;
  messages: Messages;
  clock: Clock;
  /** The password check of a sign-in, with its count of failures and its lock. */
  checkPassword: (email: string, password: string) => Promise<UserRow>;
  /** Addresses that are the bank's staff's, never a customer's (decision 0018). */
  isStaffEmail: (email: string) => Promise<boolean>;
  /** The profile's copy of the mobile, in the national form it shows (08...). */
  setProfileMobile: (userId: string, internationalMobile: string) => Promise<void>;
}) {
  const { users, codes, messages, clock } = deps;

  async function customer(userId: string): Promise<UserRow> {
    const user = await users.findById(userId);
    if (!user || user.role !== 'customer') throw unauthorized();
    return user;
  }

  /** The password as it stands, checked as a sign-in checks it; a wrong one is the field's error. */
  async function provePassword(user: UserRow, password: string): Promise<void> {
    try {
      await deps.checkPassword(user.email, password);
    } catch (error) {
      const wrong =
        error instanceof IdentityFailure &&
        error.identityError.message === IDENTITY_ERRORS.notAuthorized.message;
      if (wrong) throw fieldError('currentPassword', M.currentPasswordWrong);
      throw error;
    }
  }

  async function checkSendingLimit(user: UserRow, purpose: CodePurpose) {
    // Counted under the user's row lock: twenty taps at once send no more than the limit.
    await users.lock(user.id);
    const since = new Date(clock().getTime() - 3_600_000);
    if ((await codes.countSentSince(user.id, purpose, since)) >= DETAIL_CODES_PER_HOUR) {
      throw new IdentityFailure({
        name: 'LimitExceededException',
        message: 'Attempt limit exceeded, please try after some time.',
      });
    }
  }

  /** Where a change waits for its code: the latest unused code of the purpose, if still good. */
  async function pendingDestination(user: UserRow, purpose: CodePurpose) {
    const row = await codes.findLatestUsable(user.id, purpose);
    return row?.destination ?? null;
  }

  async function detailsOf(user: UserRow): Promise<SignInDetails> {
    const [pendingEmail, pendingMobile] = await Promise.all([
      pendingDestination(user, EMAIL_CHANGE),
      pendingDestination(user, MOBILE_CHANGE),
    ]);
    return {
      email: user.email,
      mobile: user.phoneNumber,
      mobile_verified: user.phoneVerified,
      sms_codes: user.mfaEnabled,
      password_changed_at: user.passwordChangedAt?.toISOString() ?? null,
      pending_email: pendingEmail ? maskEmail(pendingEmail) : null,
      pending_mobile: pendingMobile ? maskPhoneNumber(pendingMobile) : null,
    };
  }

  /** Refuses an address another account (or the bank's staff) has. */
  async function checkAddressFree(email: string) {
    if ((await deps.isStaffEmail(email)) || (await users.findByEmail(email))) {
      throw fieldError('email', M.emailTaken);
    }
  }

  /** The code came back: the row it was checked against, or the refusal. */
  async function checkedCode(user: UserRow, purpose: CodePurpose, code: string) {
    const check = await codes.check({ userId: user.id, purpose, code });
    const failure = failureOfCodeCheck(check.result);
    if (failure) throw new IdentityFailure(failure);
    const destination = check.row?.destination;
    if (!destination) throw fieldError('code', M.noChangeWaiting);
    return destination;
  }

  return {
    async read(userId: string): Promise<SignInDetails> {
      return detailsOf(await customer(userId));
    },

    /** A code to the new address; the address changes when it comes back. */
    async askToChangeEmail(
      userId: string,
      input: { email: string; currentPassword: string },
    ): Promise<DetailCodeSent> {
      const user = await customer(userId);
      const email = normaliseEmail(input.email);
      if (email === user.email) throw fieldError('email', M.emailUnchanged);
      await provePassword(user, input.currentPassword);
      await checkAddressFree(email);
      await checkSendingLimit(user, EMAIL_CHANGE);
      const { code } = await codes.issue({
        userId: user.id,
        purpose: EMAIL_CHANGE,
        lifetimeMinutes: CODE_LIFETIME_MINUTES.changeEmail,
        destination: email,
      });
      await messages.send(
        changeEmailCodeEmail({ userId: user.id, givenName: user.givenName, newEmail: email }, code),
      );
      return { destination: maskEmail(email), deliveryMedium: 'EMAIL' };
    },

    async confirmEmail(userId: string, code: string): Promise<SignInDetails> {
      const user = await customer(userId);
      const email = await checkedCode(user, EMAIL_CHANGE, code);
      // Taken since the code was sent: the code is used up and the address stays as it was.
      await checkAddressFree(email);
      let changed: UserRow;
      try {
        changed = await users.update(user.id, { email, emailVerified: true }, clock());
      } catch (error) {
        // Another account took the address at the same moment: it keeps it.
        if (isUniqueViolation(error)) throw fieldError('email', M.emailTaken);
        throw error;
      }
      // A reset code mailed to the old address must not reset the password from there.
      await codes.useUpAll(user.id, 'reset_password');
      await messages.send(
        emailChangedEmail({ userId: user.id, givenName: user.givenName, email: user.email }, email),
      );
      return detailsOf(changed);
    },

    /** A code to the new mobile; it becomes the sign-in codes' number when the code comes back. */
    async askToChangeMobile(
      userId: string,
      input: { mobile: string; currentPassword: string },
    ): Promise<DetailCodeSent> {
      const user = await customer(userId);
      const { mobile } = input;
      if (mobile === user.phoneNumber && user.phoneVerified) {
        throw fieldError('mobile', M.mobileUnchanged);
      }
      // The mobile is the second factor: moving it takes the password too (issue 39).
      await provePassword(user, input.currentPassword);
      await checkSendingLimit(user, MOBILE_CHANGE);
      const { code } = await codes.issue({
        userId: user.id,
        purpose: MOBILE_CHANGE,
        lifetimeMinutes: CODE_LIFETIME_MINUTES.changeMobile,
        destination: mobile,
      });
      await messages.send(changeMobileCodeSms({ userId: user.id, phoneNumber: mobile }, code));
      return { destination: maskPhoneNumber(mobile), deliveryMedium: 'SMS' };
    },

    async confirmMobile(userId: string, code: string): Promise<SignInDetails> {
      const user = await customer(userId);
      const mobile = await checkedCode(user, MOBILE_CHANGE, code);
      const changed = await users.update(
        user.id,
        { phoneNumber: mobile, phoneVerified: true },
        clock(),
      );
      await deps.setProfileMobile(user.id, mobile);
      if (user.phoneNumber && user.phoneNumber !== mobile) {
        await messages.send(
          mobileNumberChangedSms({ userId: user.id, phoneNumber: user.phoneNumber }, mobile),
        );
      }
      return detailsOf(changed);
    },

    /**
     * Codes by text at sign-in: on at a word; off only with the password as it stands, checked as
     * a sign-in checks it (a wrong one is counted and may lock the account), since the code is the
     * second factor and a session left open must not take it away.
     */
    async setSignInCodes(
      userId: string,
      input: { smsMfa: boolean; currentPassword?: string | undefined },
    ): Promise<{ mfa_enabled: boolean }> {
      const user = await customer(userId);
      if (!input.smsMfa) {
        if (input.currentPassword === undefined) {
          throw fieldError('currentPassword', M.currentPasswordRequired);
        }
        await provePassword(user, input.currentPassword);
      }
      const changed = await users.update(user.id, { mfaEnabled: input.smsMfa }, clock());
      // Told in the request's transaction, as a new password is: a change its owner may not
      // have made.
      if (user.mfaEnabled && !changed.mfaEnabled) {
        await messages.send(
          signInCodesOffEmail({ userId: user.id, givenName: user.givenName, email: user.email }),
        );
      }
      return { mfa_enabled: changed.mfaEnabled };
    },

    /**
     * A new password, hashed by the caller before the transaction (the hash is slow); every other
     * sign-in ends, this one goes on.
     */
    async changePassword(
      caller: { userId: string; signInId: string },
      input: { currentPassword: string; newPasswordHash: string },
    ): Promise<SignInDetails> {
      const user = await customer(caller.userId);
      await provePassword(user, input.currentPassword);
      const changed = await users.setPassword(user.id, input.newPasswordHash, clock());
      await deps.refreshSessions.revokeAllOfUserBut(user.id, caller.signInId);
      await messages.send(
        passwordChangedEmail({ userId: user.id, givenName: user.givenName, email: user.email }),
      );
      return detailsOf(changed);
    },
  };
}

export type SignInDetailsService = ReturnType<typeof createSignInDetailsService>;
