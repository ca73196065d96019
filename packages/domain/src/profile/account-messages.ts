/**
 * The sign-in and account forms' limits and words (platform.md 5 and 9, car-travel-payment.md 5),
 * without the schema library: the schemas that use them are in login-schema.ts and
 * auth-schemas.ts.
 */

/** platform.md 9: the shortest password accepted anywhere, sign-in included. */
export const PASSWORD_MIN_LENGTH = 12;

/** platform.md 5: the login form's messages, word for word. */
export const LOGIN_VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Requires a minimum of ${PASSWORD_MIN_LENGTH} characters`,
} as const;

/** The longest password accepted: long pass phrases (and pasted ones) are welcome. */
export const PASSWORD_MAX_LENGTH = 64;
/** Every one-time code (e-mail and SMS) is 6 digits. */
export const CODE_LENGTH = 6;

/** platform.md 5, car-travel-payment.md 5: the account forms' messages, word for word. */
export const ACCOUNT_VALIDATION_MESSAGES = {
  passwordRequired: LOGIN_VALIDATION_MESSAGES.passwordRequired,
  passwordRule:
    'Password should be at least 12 characters including 1 uppercase, 1 lowercase, 1 special character and 1 number',
  passwordTooLong: `Maximum length is ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooCommon:
    'This password is too common and easy to guess. Please choose a different password',
  confirmPasswordRequired: 'Please confirm password',
  confirmNewPasswordRequired: 'Please confirm new password',
  passwordsMustMatch: 'Passwords must match',
  newPasswordRequired: 'Please enter a new password',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Surname is required',
  nameCharacters: 'Numbers and symbols are not permitted at this time',
  nameTooShort: 'Please enter more than two characters',
  nameTooLong: 'Please enter less than fifty characters',
  verificationCodeRequired: 'Verification code is required',
  resetCodeRequired: 'Answer is Required',
  smsCodeRequired: 'Sms code is required',
  smsCodeLength: 'Requires 6 digit code',
} as const;
