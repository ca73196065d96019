import { z } from 'zod';
import { USER_ROLES } from './auth-schemas.js';

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
  attemptsExceeded: { name: 'NotAuthorizedException', message: 'Password attempts exceeded' },
} as const satisfies Record<string, IdentityError>;
