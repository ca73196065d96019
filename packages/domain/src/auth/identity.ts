import { z } from 'zod';
import { LOCKED_ACCOUNT_MESSAGE, STAFF_ACCOUNT_SIGN_IN_MESSAGE } from './auth-messages.js';
import { USER_ROLES } from './session-schemas.js';

export const userRoleSchema = z.enum(USER_ROLES);

/** Life of an access token; the app renews it through the refresh call before it ends. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * Identity failures carry the identity provider's error names and messages, so the app's error
 * catalogue (SIGN_IN_ERRORS, platform.md 8) maps them one to one.
 */
export const identityErrorSchema = z.object({ name: z.string(), message: z.string() });
export type IdentityError = z.infer<typeof identityErrorSchema>;

export const IDENTITY_ERRORS = {
  notAuthorized: { name: 'NotAuthorizedException', message: 'Incorrect username or password.' },
  userNotFound: { name: 'UserNotFoundException', message: 'User does not exist.' },
  userNotConfirmed: { name: 'UserNotConfirmedException', message: 'User is not confirmed.' },
  passwordResetRequired: {
    name: 'PasswordResetRequiredException',
    message: 'Password reset required for the user',
  },
  attemptsExceeded: { name: 'NotAuthorizedException', message: LOCKED_ACCOUNT_MESSAGE },
  /** Branch staff sign in through the staff directory (platform.md 6), never with a password here. */
  staffAccount: {
    name: 'StaffAccountException',
    message: STAFF_ACCOUNT_SIGN_IN_MESSAGE,
  },
} as const satisfies Record<string, IdentityError>;

/**
 * The other failures of the identity routes (sign-up, codes, reset, challenges), with the names and
 * wording of the identity provider the app was written against.
 */
export const IDENTITY_FLOW_ERRORS = {
  usernameExists: {
    name: 'UsernameExistsException',
    message: 'An account with the given email already exists.',
  },
  invalidPassword: {
    name: 'InvalidPasswordException',
    message: 'Password did not conform with policy: Password not long enough',
  },
  codeMismatch: {
    name: 'CodeMismatchException',
    message: 'Invalid verification code provided, please try again.',
  },
  expiredCode: {
    name: 'ExpiredCodeException',
    message: 'Invalid code provided, please request a code again.',
  },
  limitExceeded: {
    name: 'LimitExceededException',
    message: 'Attempt limit exceeded, please try after some time.',
  },
  userNotFound: IDENTITY_ERRORS.userNotFound,
  alreadyConfirmed: {
    name: 'NotAuthorizedException',
    message: 'User cannot be confirmed. Current status is CONFIRMED',
  },
  /** Forgot password for an account whose e-mail was never verified (platform.md 8). */
  unverifiedForReset: {
    name: 'InvalidParameterException',
    message:
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
  },
  invalidParameter: { name: 'InvalidParameterException', message: 'Invalid parameter.' },
  sessionExpired: {
    name: 'NotAuthorizedException',
    message: 'Invalid session for the user, session is expired.',
  },
  /**
   * A verified number is the account's second factor: a sign-in that has only passed the password
   * may not move it elsewhere (only an account with no verified number sets one while signing in).
   */
  verifiedNumberLocked: {
    name: 'NotAuthorizedException',
    message:
      'The mobile number of this account is verified and cannot be changed while signing in. Enter the code sent to it, or call us if your number has changed.',
  },
  /**
   * Ours: sign-up with an address the bank's staff directory holds. A staff member's identity is
   * the directory's (platform.md 6): a customer account with that address would stand in its way.
   * Sign-up already says whether an address has an account; this says whose it is.
   */
  staffEmail: {
    name: 'InvalidParameterException',
    message:
      "This email address belongs to a member of the bank's staff. Staff sign in with Agent sign-in; for a customer account, please use another email address.",
  },
  tooManyRequests: {
    name: 'TooManyRequestsException',
    message: 'Too many requests. Please wait a minute and try again.',
  },
} as const satisfies Record<string, IdentityError>;

export type IdentityErrorName =
  | (typeof IDENTITY_ERRORS)[keyof typeof IDENTITY_ERRORS]['name']
  | (typeof IDENTITY_FLOW_ERRORS)[keyof typeof IDENTITY_FLOW_ERRORS]['name'];

/**
 * Lifetimes of the one-time codes (issue 3): an e-mail verification code a day, a reset code an
 * hour, a sign-in SMS code three minutes. Every code is 6 digits and ends after 5 wrong tries.
 */
export const CODE_LIFETIME_MINUTES = {
  verifyEmail: 24 * 60,
  resetPassword: 60,
  smsMfa: 3,
  /** A code to a new sign-in address or mobile from Your account (issue 45). */
  changeEmail: 60,
  changeMobile: 10,
} as const;
export const CODE_MAX_ATTEMPTS = 5;

/**
 * How long the browser that signed up may be signed in by the e-mail code alone (decision 0029):
 * the sign-up's password stands for the log-in's for this long, in that browser only.
 */
export const SIGN_UP_PROOF_MINUTES = 30;

/** Lockout after failed sign-ins: 5 in a row lock for 1 minute, doubling each time, at most 15. */
export const SIGN_IN_LOCKOUT_POLICY = {
  maxFailures: 5,
  firstLockMinutes: 1,
  maxLockMinutes: 15,
} as const;

/** How long the account stays locked after `failures` failed sign-ins in a row (0: not locked). */
export function lockMinutesAfter(failures: number): number {
  const { maxFailures, firstLockMinutes, maxLockMinutes } = SIGN_IN_LOCKOUT_POLICY;
  if (failures < maxFailures) return 0;
  return Math.min(maxLockMinutes, firstLockMinutes * 2 ** (failures - maxFailures));
}
