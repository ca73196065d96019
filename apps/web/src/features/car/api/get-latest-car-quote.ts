import { savedCarQuoteSchema, type SavedCarQuote } from '@wallet/domain';
import { apiRequest, isApiError } from '../../../lib/api-client';

/**
 * GET /motor/motor_quotes/latest (car-travel-payment.md 7): the signed-in customer's latest car
 * quote, for prefilling the form; null when there is none (404) or it cannot be read.
 */
export async function getLatestCarQuote(): Promise<SavedCarQuote | null> {
  const answer = await apiRequest<unknown>('/motor/motor_quotes/latest', {
    redirectOnUnauthorized: false,
  });
  if (isApiError(answer)) return null;
  const saved = savedCarQuoteSchema.safeParse(answer);
  return saved.success ? saved.data : null;
}
