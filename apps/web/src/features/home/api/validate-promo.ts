import { z } from 'zod';
import { apiRequest, isApiError } from '../../../lib/api-client';

/** The promo check's answer: whether the code gives a discount. Not yet in the domain package. */
export const promoValidationResponseSchema = z.boolean();

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
  const answer = promoValidationResponseSchema.safeParse(result);
  return answer.success ? answer.data : null;
}
