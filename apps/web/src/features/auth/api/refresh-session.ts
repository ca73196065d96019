import type { SessionResponse } from '@wallet/domain';
import { apiRequest, isApiError } from '../../../lib/api-client';

/**
 * The refresh answer's shape, checked by hand: this call runs on every page load, and the domain's
 * Zod schemas (with the account forms' rules beside them) would otherwise all load with the first
 * page. The sign-in screens, loaded later, check their answers with sessionResponseSchema.
 */
function isSessionResponse(value: unknown): value is SessionResponse {
  const answer = value as Partial<SessionResponse> | null;
  const user = answer?.user;
  return (
    typeof answer?.accessToken === 'string' &&
    answer.accessToken !== '' &&
    typeof answer.expiresIn === 'number' &&
    answer.expiresIn > 0 &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.user_id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.given_name === 'string' &&
    typeof user.family_name === 'string' &&
    typeof user.role === 'string'
  );
}

/**
 * POST /auth/refresh: trades the HttpOnly refresh cookie for a new access token. A visitor with no
 * cookie gets 401, which simply means nobody is signed in.
 */
export async function refreshSession(): Promise<SessionResponse | null> {
  const result = await apiRequest<unknown>('/auth/refresh', {
    method: 'POST',
    redirectOnUnauthorized: false,
  });
  if (isApiError(result)) return null;
  return isSessionResponse(result) ? result : null;
}
