import { z } from 'zod';

/*
 * The signed-in session, kept apart from the account forms: every page restores the session on
 * load, and this module must not bring the forms' phone and password rules into the first page.
 */
/**
 * Roles of platform.md 6 as the identity module names them, and ours: a claims handler (issue 44)
 * works the claims queue and acts for no customer.
 */
export const USER_ROLES = ['customer', 'agent', 'super_agent', 'claims_handler'] as const;
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
