import { apiRequest, isApiError } from '../../../../lib/api-client';

/**
 * POST /auth/registered (home.md 4 'Email blur'): whether the typed e-mail already has an
 * account, asked for visitors only. A failed call says nothing, so it counts as not registered.
 */
export async function checkEmailRegistered(email: string, signal?: AbortSignal): Promise<boolean> {
  const result = await apiRequest<unknown>('/auth/registered', {
    method: 'POST',
    body: { email },
    redirectOnUnauthorized: false,
    ...(signal ? { signal } : {}),
  });
  if (isApiError(result)) return false;
  // The answer is `{ registered: boolean }`; only a true there counts.
  return typeof result === 'object' && result !== null && 'registered' in result
    ? result.registered === true
    : false;
}
