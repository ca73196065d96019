import { apiRequest, isApiError } from '../../../lib/api-client';

/** POST /auth/sign-out: ends the server session and clears the refresh cookie. */
export async function signOut(): Promise<boolean> {
  const result = await apiRequest<void>('/auth/sign-out', {
    method: 'POST',
    redirectOnUnauthorized: false,
  });
  return !isApiError(result);
}
