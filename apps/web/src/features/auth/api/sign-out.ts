import { apiRequest, isApiError } from '../../../lib/api-client';
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
