import { useMutation } from '@tanstack/react-query';
import type { CarQuoteResponse, CarRecalculationRequest } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { getSession, isAgent } from '../../../lib/session';
import { readCarQuoteAnswer } from './read-car-quote-answer';

/**
 * POST /motor/motor_quotes/recalculate (car-travel-payment.md 4, the car recalculation; the path
 * is the API's): the view quote's cover type and extras priced again under the quote's reference.
 * The answer is the quote answer again, each priced level with a new premium id. An agent's quote is
 * re-priced through the agent's call (decision 0021).
 */
export async function recalculateCarQuote(
  request: CarRecalculationRequest,
): Promise<CarQuoteResponse> {
  const path = isAgent(getSession().user)
    ? '/agent/motor/motor_quotes/recalculate'
    : '/motor/motor_quotes/recalculate';
  return readCarQuoteAnswer(await apiRequest<unknown>(path, { method: 'POST', body: request }));
}

export function useRecalculateCarQuote(config: MutationConfig<typeof recalculateCarQuote> = {}) {
  return useMutation({ ...config, mutationFn: recalculateCarQuote });
}
