import { sessionResponseSchema, type SessionResponse } from '@wallet/domain';
import { apiRequest, isApiError } from '../../../lib/api-client';

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
  const parsed = sessionResponseSchema.safeParse(result);
  return parsed.success ? parsed.data : null;
}
