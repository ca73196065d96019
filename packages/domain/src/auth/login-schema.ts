/**
 * The login form's schema on its own: a login form needs neither the sign-up rules nor the phone
 * number's (decision 0008).
 */
import { z } from 'zod';
import { LOGIN_VALIDATION_MESSAGES, PASSWORD_MIN_LENGTH } from '../profile/account-messages.js';

/** An e-mail address: required first, then a valid format (one message at a time). */
export const emailFieldSchema = z
  .string()
  .trim()
  .min(1, LOGIN_VALIDATION_MESSAGES.emailRequired)
  .pipe(z.email(LOGIN_VALIDATION_MESSAGES.emailInvalid));

export const loginPasswordSchema = z
  .string()
  .min(1, LOGIN_VALIDATION_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, LOGIN_VALIDATION_MESSAGES.passwordTooShort);

/** The login form (platform.md 2.2) and the body of POST /auth/sign-in. */
export const loginSchema = z.object({
  email: emailFieldSchema,
  password: loginPasswordSchema,
});
export type LoginValues = z.input<typeof loginSchema>;
export type LoginPayload = z.output<typeof loginSchema>;
