import { apiRequest, isApiError } from '../../../lib/api-client';

/**
 * GET /home/promo/validate?promoCode=X (home.md 4 'Promo code'): whether the code gives a
 * discount. A failed call is not an answer, so it comes back as null and the code stays unchecked.
 */
export async function validatePromo(promoCode: string): Promise<boolean | null> {
  const query = new URLSearchParams({ promoCode });
  const result = await apiRequest<unknown>(`/home/promo/validate?${query.toString()}`, {
    redirectOnUnauthorized: false,
  });
  if (isApiError(result)) return null;
  // The answer is a bare true or false; anything else is no answer.
  return typeof result === 'boolean' ? result : null;
}
