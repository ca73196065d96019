import { savedCarQuoteSchema, type SavedCarQuote } from '@wallet/domain';
import { apiRequest, isApiError, unwrap } from '../../../lib/api-client';

/**
 * POST /motor/motor_quotes/latest with {email} (car-travel-payment.md 6 and 7, agents only): the
 * latest car quote of the customer with this e-mail; null when they have none, or no account
 * (404). Any other failure throws.
 */
export async function getCustomerCarQuote(email: string): Promise<SavedCarQuote | null> {
  const answer = await apiRequest<unknown>('/motor/motor_quotes/latest', {
    method: 'POST',
    body: { email },
  });
  if (isApiError(answer) && answer.status === 404) return null;
  return savedCarQuoteSchema.parse(unwrap(answer));
}
