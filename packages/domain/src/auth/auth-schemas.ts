import { z } from 'zod';
import {
  ACCOUNT_VALIDATION_MESSAGES,
  CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../profile/account-messages.js';
import { isCommonPassword } from './common-passwords.js';
import { emailFieldSchema } from './login-schema.js';
import { sessionResponseSchema } from './session-schemas.js';
import {
  internationalMobileSchema,
  mobileNumberSchema,
  toInternationalMobile,
} from '../person/phone.js';
import { personNameSchema } from '../person/person-name-schema.js';
import type { PersonNameMessages } from '../person/person-name.js';

// ---------------------------------------------------------------------------------------------
// Sign-up, verification, SMS code, password reset and new password (platform.md 2.2-2.4 and 5,
// car-travel-payment.md 5): the forms' schemas and the payloads of the identity routes.
// ---------------------------------------------------------------------------------------------

const M = ACCOUNT_VALIDATION_MESSAGES;

/**
 * The new-password rule (platform.md 5): at least 12 characters with an upper-case letter, a
 * lower-case letter, a number and a special character; at most 64; not a common password. Pasting
 * is allowed, so nothing here depends on how the characters arrived.
 */
export const newPasswordRule = z
  .string()
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong)
  .refine(
    (password) =>
      password.length >= PASSWORD_MIN_LENGTH &&
      /[A-Z]/.test(password) &&
      /[a-z]/.test(password) &&
      /\d/.test(password) &&
      /[^A-Za-z0-9]/.test(password),
    M.passwordRule,
  )
  .refine((password) => !isCommonPassword(password), M.passwordTooCommon);

/** A required password field that then follows the new-password rule. */
function requiredNewPassword(requiredMessage: string) {
  return z.string().min(1, requiredMessage).pipe(newPasswordRule);
}

/** The account forms' words for the name rule (car-travel-payment.md 5, platform.md 5). */
export function accountNameMessages(requiredMessage: string): PersonNameMessages {
  return {
    required: requiredMessage,
    characters: M.nameCharacters,
    tooShort: M.nameTooShort,
    tooLong: M.nameTooLong,
  };
}

/**
 * A name field of the account forms and of the calls that take their names: the one name rule
 * (person-name.ts) in the account forms' words; the name comes out as it is kept.
 */
export function accountNameSchema(requiredMessage: string) {
  return personNameSchema(accountNameMessages(requiredMessage));
}

/** Adds 'Passwords must match' on the confirmation field when the two differ. */
function passwordsMatch<T extends Record<string, unknown>>(
  passwordField: keyof T & string,
  confirmField: keyof T & string,
) {
  return (values: T, context: z.RefinementCtx) => {
    if (values[confirmField] && values[passwordField] !== values[confirmField]) {
      context.addIssue({ code: 'custom', path: [confirmField], message: M.passwordsMustMatch });
    }
  };
}

/** 'Create your account' (platform.md 2.4, car-travel-payment.md 5). */
export const signUpSchema = z
  .object({
    firstName: accountNameSchema(M.firstNameRequired),
    lastName: accountNameSchema(M.lastNameRequired),
    email: emailFieldSchema,
    phoneNo: mobileNumberSchema,
    password: requiredNewPassword(M.passwordRequired),
    confirmPassword: z.string().min(1, M.confirmPasswordRequired),
  })
  .superRefine(passwordsMatch('password', 'confirmPassword'));
export type SignUpValues = z.input<typeof signUpSchema>;

/**
 * Body of POST /auth/sign-up: the form without the confirmation; the number may come as typed or,
 * as the app sends it, with +353 (platform.md 5), and is stored in international form.
 */
export const signUpPayloadSchema = z.object({
  firstName: accountNameSchema(M.firstNameRequired),
  lastName: accountNameSchema(M.lastNameRequired),
  email: emailFieldSchema,
  phoneNo: internationalMobileSchema,
  password: requiredNewPassword(M.passwordRequired),
});
export type SignUpPayload = z.input<typeof signUpPayloadSchema>;

/** The form's values as POST /auth/sign-up takes them (leading 0 turned into +353). */
export function toSignUpPayload(values: z.output<typeof signUpSchema>): SignUpPayload {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phoneNo: toInternationalMobile(values.phoneNo),
    password: values.password,
  };
}

/** Verify email (platform.md 2.4) and the body of POST /auth/confirm-sign-up. */
export const confirmSignUpSchema = z.object({
  email: emailFieldSchema,
  code: z.string().trim().min(1, M.verificationCodeRequired),
});
export type ConfirmSignUpValues = z.input<typeof confirmSignUpSchema>;

/** Body of POST /auth/resend-sign-up-code and POST /auth/forgot-password; also /verified. */
export const emailOnlySchema = z.object({ email: emailFieldSchema });
export const resendSignUpCodeSchema = emailOnlySchema;
export const forgotPasswordSchema = emailOnlySchema;
export type EmailOnlyValues = z.input<typeof emailOnlySchema>;

/** Confirm login code (platform.md 2.3): exactly 6 digits. */
export const smsCodeFieldSchema = z
  .string()
  .trim()
  .min(1, M.smsCodeRequired)
  .pipe(z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), M.smsCodeLength));
export const smsCodeSchema = z.object({ code: smsCodeFieldSchema });
export type SmsCodeValues = z.input<typeof smsCodeSchema>;

/** Reset password, code-entry step (platform.md 2.4, 4.2). */
export const confirmForgotPasswordSchema = z
  .object({
    email: emailFieldSchema,
    code: z.string().trim().min(1, M.resetCodeRequired),
    password: requiredNewPassword(M.newPasswordRequired),
    confirmPassword: z.string().min(1, M.confirmNewPasswordRequired),
  })
  .superRefine(passwordsMatch('password', 'confirmPassword'));
export type ConfirmForgotPasswordValues = z.input<typeof confirmForgotPasswordSchema>;

/** Body of POST /auth/confirm-forgot-password. */
export const confirmForgotPasswordPayloadSchema = z.object({
  email: emailFieldSchema,
  code: z.string().trim().min(1, M.resetCodeRequired),
  password: requiredNewPassword(M.newPasswordRequired),
});
export type ConfirmForgotPasswordPayload = z.input<typeof confirmForgotPasswordPayloadSchema>;

/** New password forced at first login (platform.md 2.4). */
export const newPasswordSchema = z
  .object({
    newPassword: requiredNewPassword(M.newPasswordRequired),
    confirmNewPassword: z.string().min(1, M.confirmNewPasswordRequired),
  })
  .superRefine(passwordsMatch('newPassword', 'confirmNewPassword'));
export type NewPasswordValues = z.input<typeof newPasswordSchema>;

/** Challenge names of the identity provider that the app answers. */
export const CHALLENGE_NAMES = ['SMS_MFA', 'NEW_PASSWORD_REQUIRED'] as const;
export type ChallengeName = (typeof CHALLENGE_NAMES)[number];

/** An opaque challenge token: valid for one challenge, for a few minutes. */
const challengeSessionSchema = z.string().min(1).max(2048);

/** Body of POST /auth/respond-to-challenge. */
export const respondToChallengePayloadSchema = z.discriminatedUnion('challengeName', [
  z.object({
    challengeName: z.literal('SMS_MFA'),
    session: challengeSessionSchema,
    code: smsCodeFieldSchema,
  }),
  z.object({
    challengeName: z.literal('NEW_PASSWORD_REQUIRED'),
    session: challengeSessionSchema,
    newPassword: requiredNewPassword(M.newPasswordRequired),
  }),
]);
export type RespondToChallengePayload = z.input<typeof respondToChallengePayloadSchema>;

export const codeDeliveryDetailsSchema = z.object({
  destination: z.string(),
  deliveryMedium: z.enum(['EMAIL', 'SMS']),
});
export type CodeDeliveryDetails = z.infer<typeof codeDeliveryDetailsSchema>;

/** A sign-in that needs one more step; `session` goes back with the answer. */
export const challengeResponseSchema = z.discriminatedUnion('challengeName', [
  z.object({
    challengeName: z.literal('SMS_MFA'),
    session: z.string(),
    challengeParameters: z.object({
      CODE_DELIVERY_DESTINATION: z.string(),
      CODE_DELIVERY_DELIVERY_MEDIUM: z.literal('SMS'),
    }),
  }),
  z.object({
    challengeName: z.literal('NEW_PASSWORD_REQUIRED'),
    session: z.string(),
  }),
]);
export type ChallengeResponse = z.infer<typeof challengeResponseSchema>;

/** Answer of POST /auth/sign-in and POST /auth/respond-to-challenge. */
export const signInResultSchema = z.union([sessionResponseSchema, challengeResponseSchema]);
export type SignInResult = z.infer<typeof signInResultSchema>;

export function isChallenge(result: SignInResult): result is ChallengeResponse {
  return 'challengeName' in result;
}

export const signUpResponseSchema = z.object({
  userConfirmed: z.boolean(),
  codeDeliveryDetails: codeDeliveryDetailsSchema,
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/**
 * The answer of POST /auth/confirm-sign-up. `signIn` is there when the browser that signed up
 * confirms within SIGN_UP_PROOF_MINUTES (decision 0029): the sign-in's next step, as if the
 * password had just been typed at log-in.
 */
export const confirmSignUpResponseSchema = z.object({
  createdByAgent: z.boolean(),
  signIn: signInResultSchema.optional(),
});
export const codeDeliveryResponseSchema = z.object({
  codeDeliveryDetails: codeDeliveryDetailsSchema,
});

/**
 * Answer of POST /auth/set-preferred-mfa; its body, which turns codes off only with the password,
 * is `setPreferredMfaPayloadSchema` of Your account's sign-in details (account/sign-in-details.ts).
 */
export const setPreferredMfaResponseSchema = z.object({ mfa_enabled: z.boolean() });

/** platform.md 4.1 and 7: POST /verified. Both false on any failure. */
export const verifiedPayloadSchema = emailOnlySchema;
export const verifiedResponseSchema = z.object({
  mfa_enabled: z.boolean(),
  number_verified: z.boolean(),
});
export type VerifiedResponse = z.infer<typeof verifiedResponseSchema>;
export const NOT_VERIFIED: VerifiedResponse = { mfa_enabled: false, number_verified: false };

/**
 * platform.md 7: PUT /update_phone_number. `session` is the SMS challenge token of the sign-in in
 * progress: it proves the password was given, and a new code goes to the new number.
 */
export const updatePhoneNumberPayloadSchema = z.object({
  user_name: emailFieldSchema,
  phone_number: internationalMobileSchema,
  session: challengeSessionSchema,
});
export type UpdatePhoneNumberPayload = z.input<typeof updatePhoneNumberPayloadSchema>;
export const updatePhoneNumberResponseSchema = z.object({
  message: z.string(),
  session: z.string(),
  challengeParameters: z.object({ CODE_DELIVERY_DESTINATION: z.string() }),
});
