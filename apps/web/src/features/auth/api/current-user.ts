import { apiRequest, type ApiError } from '../../../lib/api-client';

/** GET /auth/me: the signed-in user; 401 once the session has gone. */
export function currentUser(): Promise<unknown | ApiError> {
  return apiRequest<unknown>('/auth/me', { redirectOnUnauthorized: false });
}
