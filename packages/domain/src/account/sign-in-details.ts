/**
 * Your account's sign-in details (issue 45): the e-mail address the customer signs in with, the
 * mobile their sign-in codes go to, and the password. A new address or number takes effect only
 * once a code sent to it comes back, and a new address or password only with the password as it
 * stands, so a session left open on a shared computer cannot take the account over. One schema per
 * form, shared by the page and the API.
 */
import { z } from 'zod';
import { emailFieldSchema } from '../auth/login-schema.js';
import { newPasswordRule, smsCodeFieldSchema } from '../auth/auth-schemas.js';
import { internationalMobileSchema, mobileNumberSchema } from '../person/phone.js';
import { ACCOUNT_VALIDATION_MESSAGES, PASSWORD_MAX_LENGTH } from '../profile/account-messages.js';

/** What the forms and the API say, word for word. The spec gives none: these are ours. */
export const SIGN_IN_DETAILS_MESSAGES = {
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'The password you entered is not your current password',
  emailUnchanged: 'This is already the email address you sign in with',
  emailTaken: 'Another account already uses this email address',
  mobileUnchanged: 'This is already the mobile number your codes go to',
  newPasswordSame: 'Your new password must be different from your current password',
  noChangeWaiting: 'There is no change waiting for a code. Please start again.',
  emailChanged: 'Your email address has been changed. Use it the next time you sign in.',
  mobileChanged: 'Your mobile number has been changed. Your sign-in codes will go to it.',
  passwordChanged:
    'Your password has been changed. You have been signed out everywhere else you were signed in.',
} as const;

const M = SIGN_IN_DETAILS_MESSAGES;

/** The password as it stands: only required (a long-standing password may predate today's rule). */
export const currentPasswordFieldSchema = z
  .string()
  .min(1, M.currentPasswordRequired)
  .max(PASSWORD_MAX_LENGTH * 4, M.currentPasswordWrong);

/** Change the e-mail address: the new address and the password as it stands. */
export const changeEmailSchema = z.object({
  email: emailFieldSchema,
  currentPassword: currentPasswordFieldSchema,
});
export type ChangeEmailValues = z.input<typeof changeEmailSchema>;
export const changeEmailPayloadSchema = changeEmailSchema;

/**
 * Change the mobile number, as typed (08...), with the password: the mobile is the second factor.
 * The API takes it in either form.
 */
export const changeMobileSchema = z.object({
  mobile: mobileNumberSchema,
  currentPassword: currentPasswordFieldSchema,
});
export type ChangeMobileValues = z.input<typeof changeMobileSchema>;
export const changeMobilePayloadSchema = z.object({
  mobile: internationalMobileSchema,
  currentPassword: currentPasswordFieldSchema,
});

/**
 * Turning codes by text off: the password as it stands, as for a new mobile (the code is the second
 * factor, issue 39), so a session left open cannot take it away. Turning them on needs none.
 */
export const turnOffSignInCodesSchema = z.object({ currentPassword: currentPasswordFieldSchema });
export type TurnOffSignInCodesValues = z.input<typeof turnOffSignInCodesSchema>;

/** The body of POST /auth/set-preferred-mfa: codes on, or off with the password as it stands. */
export const setPreferredMfaPayloadSchema = z
  .object({ smsMfa: z.boolean(), currentPassword: currentPasswordFieldSchema.optional() })
  .superRefine((values, context) => {
    if (!values.smsMfa && values.currentPassword === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: M.currentPasswordRequired,
      });
    }
  });
export type SetPreferredMfaPayload = z.infer<typeof setPreferredMfaPayloadSchema>;

/** The code sent to the new address or number: six digits. */
export const confirmDetailCodeSchema = z.object({ code: smsCodeFieldSchema });
export type ConfirmDetailCodeValues = z.input<typeof confirmDetailCodeSchema>;

/** The new password after the password as it stands; never the same one again. */
const newPasswordFields = {
  currentPassword: currentPasswordFieldSchema,
  newPassword: z
    .string()
    .min(1, ACCOUNT_VALIDATION_MESSAGES.newPasswordRequired)
    .pipe(newPasswordRule),
};
const notTheSamePassword = (
  values: { currentPassword: string; newPassword: string },
  context: z.RefinementCtx,
) => {
  if (values.currentPassword && values.currentPassword === values.newPassword) {
    context.addIssue({ code: 'custom', path: ['newPassword'], message: M.newPasswordSame });
  }
};

/** Change the password: the form, with the new one typed twice. */
export const changePasswordSchema = z
  .object({
    ...newPasswordFields,
    confirmNewPassword: z.string().min(1, ACCOUNT_VALIDATION_MESSAGES.confirmNewPasswordRequired),
  })
  .superRefine(notTheSamePassword)
  .superRefine((values, context) => {
    if (values.confirmNewPassword && values.newPassword !== values.confirmNewPassword) {
      context.addIssue({
        code: 'custom',
        path: ['confirmNewPassword'],
        message: ACCOUNT_VALIDATION_MESSAGES.passwordsMustMatch,
      });
    }
  });
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;
/** The body of PUT /account/password: the form without the second copy. */
export const changePasswordPayloadSchema = z
  .object(newPasswordFields)
  .superRefine(notTheSamePassword);

/** Where a code was sent, masked as the sign-in screens mask it. */
export const detailCodeSentSchema = z.object({
  destination: z.string(),
  deliveryMedium: z.enum(['EMAIL', 'SMS']),
});
export type DetailCodeSent = z.infer<typeof detailCodeSentSchema>;

/** The customer's sign-in details as Your account shows them. */
export const signInDetailsSchema = z.object({
  email: z.string(),
  /** International form (+3538...); null when the account has none. */
  mobile: z.string().nullable(),
  mobile_verified: z.boolean(),
  /** Whether a code by text is asked for at each sign-in. */
  sms_codes: z.boolean(),
  /** When the password was last chosen; null when never recorded. */
  password_changed_at: z.string().nullable(),
  /** A new address or number waiting for its code, masked; null when none. */
  pending_email: z.string().nullable(),
  pending_mobile: z.string().nullable(),
});
export type SignInDetails = z.infer<typeof signInDetailsSchema>;
