import { STAFF_SSO_SIGN_OUT_PATH, staffSignOutResponseSchema } from '@wallet/domain';
import { API_PREFIX, apiRequest, isApiError } from '../../../lib/api-client';
import { runBeforeSignOut } from '../../../lib/before-sign-out';

/**
 * POST /auth/sign-out: ends the server session and clears the refresh cookie, once what must be
 * saved while signed in (the home quote in progress) has been.
 */
export async function signOut(): Promise<boolean> {
  await runBeforeSignOut();
  const result = await apiRequest<void>('/auth/sign-out', {
    method: 'POST',
    redirectOnUnauthorized: false,
  });
  return !isApiError(result);
}

/**
 * After an agent's sign-out: where the browser ends its session at the staff directory too, so
 * that the next agent sign-in on this browser asks for the password (the directory sends the
 * browser back to the logout page). Null for anyone else, and when the API cannot say: the
 * wallet's own sign-out stands either way.
 */
export async function directorySignOutAddress(): Promise<string | null> {
  const answer = await apiRequest<unknown>(STAFF_SSO_SIGN_OUT_PATH.slice(API_PREFIX.length), {
    method: 'POST',
    redirectOnUnauthorized: false,
  });
  const parsed = staffSignOutResponseSchema.safeParse(answer);
  return parsed.success ? parsed.data.endSessionUrl : null;
}
