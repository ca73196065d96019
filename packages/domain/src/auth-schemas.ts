import { z } from 'zod';

/** platform.md 9: the shortest password accepted anywhere, sign-in included. */
export const PASSWORD_MIN_LENGTH = 12;

/** platform.md 5: the login form's messages, word for word. */
export const LOGIN_VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Requires a minimum of ${PASSWORD_MIN_LENGTH} characters`,
} as const;

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

/** Roles of platform.md 6 as the identity module names them. */
export const USER_ROLES = ['customer', 'agent', 'super_agent'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The signed-in user as the sign-in, refresh and current-user calls describe them. */
export const sessionUserSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  role: z.enum(USER_ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Answer of POST /auth/sign-in and POST /auth/refresh. `expiresIn` is in seconds. */
export const sessionResponseSchema = z.object({
  accessToken: z.string().min(1),
  expiresIn: z.number().positive(),
  user: sessionUserSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
