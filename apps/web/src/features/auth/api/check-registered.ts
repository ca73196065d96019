import { apiRequest, isApiError } from '../../../lib/api-client';

/**
 * POST /auth/registered: whether an e-mail address already has an account (car-travel-payment.md 4
 * and home.md 4, 'sign-up when the e-mail lookup finds no user'). Null when the call fails: then
 * nothing is known and the visitor is offered both Log In and Sign Up.
 */
export async function checkRegistered(email: string): Promise<boolean | null> {
  const result = await apiRequest<unknown>('/auth/registered', {
    method: 'POST',
    body: { email },
    redirectOnUnauthorized: false,
  });
  if (isApiError(result) || typeof result !== 'object' || result === null) return null;
  const registered = (result as { registered?: unknown }).registered;
  return typeof registered === 'boolean' ? registered : null;
}
