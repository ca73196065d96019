import { z } from 'zod';
import { apiRequest, isApiError } from '../../../../lib/api-client';

/** The registered check's answer. Not yet in the domain package. */
export const registeredResponseSchema = z.object({ registered: z.boolean() });

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
  const answer = registeredResponseSchema.safeParse(result);
  return answer.success && answer.data.registered;
}
