import { STAFF_SSO_SIGN_OUT_PATH, staffSignOutResponseSchema } from '@wallet/domain';
import { API_PREFIX, apiRequest } from '../../../lib/api-client';

/**
 * After an agent's sign-out: where the browser ends its session at the staff directory too, so
 * that the next agent sign-in on this browser asks for the password (the directory sends the
 * browser back to the logout page). Null for anyone else, and when the API cannot say: the
 * wallet's own sign-out stands either way. A module of its own: its schema loads with the logout
 * page, never with a first screen that can sign out (the idle warning's).
 */
export async function directorySignOutAddress(): Promise<string | null> {
  const answer = await apiRequest<unknown>(STAFF_SSO_SIGN_OUT_PATH.slice(API_PREFIX.length), {
    method: 'POST',
    redirectOnUnauthorized: false,
  });
  const parsed = staffSignOutResponseSchema.safeParse(answer);
  return parsed.success ? parsed.data.endSessionUrl : null;
}
