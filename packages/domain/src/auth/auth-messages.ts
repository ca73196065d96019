/** platform.md 2.2, 2.4 and 8: the words of the sign-in and sign-out screens. */
import { PRODUCT_NAME } from '../platform/app-constants.js';

export type LoginField = 'email' | 'password';

type SignInErrorEntry = { message: string; field: LoginField | null };

/**
 * A staff account tried the customers' login. The spec has no words for it (agents never see
 * that page, platform.md 6): these say where staff sign in.
 */
export const STAFF_ACCOUNT_SIGN_IN_MESSAGE =
  'This is a staff account: branch staff sign in through the staff directory, with Agent sign-in.';

/**
 * platform.md 8: what a failed sign-in shows, keyed by the identity provider's error name.
 * `field` says which input the message belongs to (null: the form as a whole).
 */
export const SIGN_IN_ERRORS = {
  NotAuthorizedException: { message: 'Password is incorrect.', field: 'password' },
  UserNotFoundException: { message: 'Email is incorrect.', field: 'email' },
  UserNotConfirmedException: {
    message:
      "Your account needs to be verified. Please check your email for your verification code. Alternatively select 'Resend Verification Code'",
    field: null,
  },
  PasswordResetRequiredException: {
    message:
      "If you are an existing customer who has not logged in since 01/08/2023, you may need to reset your password. You can do so by clicking on the I've forgotten my password link below.",
    field: null,
  },
  StaffAccountException: { message: STAFF_ACCOUNT_SIGN_IN_MESSAGE, field: null },
} as const satisfies Record<string, SignInErrorEntry>;

export type SignInErrorName = keyof typeof SIGN_IN_ERRORS;

/**
 * platform.md 8 'Other login errors': the provider's message with the word username replaced by
 * email, so the customer reads the name of the field they actually filled in.
 */
/** The identity provider's message for a locked account (too many failed sign-ins). */
export const LOCKED_ACCOUNT_MESSAGE = 'Password attempts exceeded';

export function signInError(error: {
  name?: string | null;
  message?: string | null;
}): SignInErrorEntry {
  // A locked account shares the wrong password's error name; 'Password is incorrect.' would be
  // untrue there, so its own message is shown like any other login error.
  const isLockout = error.message === LOCKED_ACCOUNT_MESSAGE;
  const known =
    error.name && !isLockout
      ? (SIGN_IN_ERRORS as Record<string, SignInErrorEntry>)[error.name]
      : undefined;
  if (known) return known;
  const message = (error.message ?? '').replace(/username/gi, (word) =>
    word[0] === 'U' ? 'Email' : 'email',
  );
  return { message: message || SIGN_IN_FALLBACK_MESSAGE, field: null };
}

export const SIGN_IN_FALLBACK_MESSAGE = 'We could not log you in. Please try again.';

/** platform.md 2.4 Logout. */
export const LOGOUT_MESSAGES = {
  success: 'You have logged out successfully',
  failure: 'An error occurred while logging out',
  successDetail: `Thank you for using your ${PRODUCT_NAME}. If you are on a shared device, please close this browser window.`,
  failureDetail: 'Please close this browser window to make sure you are fully logged out.',
} as const;

/** platform.md 2.2: the benefits card of the login page. */
export const LOGIN_BENEFITS_INTRO = 'Logging in lets you:';
export const LOGIN_BENEFITS = [
  'Get an alternative quote at your fingertips',
  'Pay your renewal premium by card or direct debit',
  'Pay at no extra cost by direct debit',
  'Securely access your documents',
  'Buy Home and Travel insurance',
] as const;

/**
 * platform.md 2.2-2.4 and 8: the words of the sign-up, verification, reset, SMS code and mobile
 * number screens. {phone} is the login support line.
 */
export const ACCOUNT_MESSAGES = {
  resendUserNotFound:
    'This email is not registered with the system, please sign up for an account first',
  resendSuccess: 'Email sent. Check your email for the new code.',
  resetUnverified:
    'Your account needs to be verified. Please check your email for your verification code before resetting your password.',
  badVerificationCode: 'Invalid verification code provided, please try again.',
  smsCodeMismatch: 'Please enter valid code',
  smsCodeOther: (phone: string) =>
    `Please contact ${phone} for support or try log in after sometime`,
  mobileUpdateFailed: (phone: string) =>
    `Unable to update mobile number please try again after some time or you can call our customer care center at ${phone}.`,
  mfaMobileHint:
    'Click on the edit icon next to the mobile number in order to change the mobile number used for Multi Factor Authentication.',
  agentRedirect: 'Redirecting Agent to Single Sign On Page',
  createAccountTitle: 'Create your account',
  /**
   * Login after the verification code was accepted. platform.md 2.4 only says verify email goes
   * on to login; without a word of it the customer could not tell the code had worked.
   */
  emailVerified: 'Your email address has been verified. You can now log in.',
} as const;

/** Identity error names the account screens react to beyond showing the provider's message. */
export const CODE_MISMATCH_ERROR = 'CodeMismatchException';
export const RESET_UNVERIFIED_ERROR = 'InvalidParameterException';

/**
 * Decision 0032: the one e-mail a customer registered by an agent receives. Its code is a reset
 * code that also verifies the address, and lives a day, as a sign-up's verification code does: the
 * customer was not waiting for it at the screen. Its subject uses the spec's name for the code,
 * the one the agent's confirmation tells the customer to expect (platform.md 8).
 */
export const AGENT_MADE_ACCOUNT_CODE_HOURS = 24;
export const AGENT_MADE_ACCOUNT_EMAIL_SUBJECT = `Your ${PRODUCT_NAME} Login Verification Code`;

/**
 * What the agent's Create Customer Account confirmation adds under the spec's words: what the
 * customer will receive and what they do with it, so the agent can say it on the call.
 */
export const AGENT_MADE_ACCOUNT_NOTE = {
  heading: 'What the customer will receive',
  lines: (email: string) => [
    `One email to ${email}, with the subject '${AGENT_MADE_ACCOUNT_EMAIL_SUBJECT}'. It names you and your branch.`,
    'It holds their Login Verification Code and a link to the Reset password page, where they enter the code and choose a password in one step. That also verifies their email address.',
    `The code is valid for ${AGENT_MADE_ACCOUNT_CODE_HOURS} hours. After that, "I've forgotten my password" on the log-in page sends them a new one.`,
  ],
} as const;
