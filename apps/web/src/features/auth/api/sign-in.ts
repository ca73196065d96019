import { sessionResponseSchema, type LoginPayload, type SessionResponse } from '@wallet/domain';
import { apiRequest, isApiError, type ApiError } from '../../../lib/api-client';

/** POST /auth/sign-in: a wrong password is an answer to show, not a reason to leave the page. */
export async function signIn(payload: LoginPayload): Promise<SessionResponse | ApiError> {
  const result = await apiRequest<unknown>('/auth/sign-in', {
    method: 'POST',
    body: payload,
    redirectOnUnauthorized: false,
  });
  if (isApiError(result)) return result;
  return sessionResponseSchema.parse(result);
}
