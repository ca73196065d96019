import { useMutation } from '@tanstack/react-query';
import type { TravelQuoteResponse, TravelRecalculationRequest } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { readTravelQuoteAnswer } from './read-travel-quote-answer';

/**
 * POST /travel/travel_quotes/recalculate (car-travel-payment.md 4, the travel recalculation; the
 * path is the API's, docs/travel-rating.md 5): the multi-trip switch. On, the quote is priced as
 * an annual multi-trip policy from the date given; off, as the single trip it was. The answer is
 * the quote answer again, with a new premium id.
 */
export async function recalculateTravelQuote(
  request: TravelRecalculationRequest,
): Promise<TravelQuoteResponse> {
  return readTravelQuoteAnswer(
    await apiRequest<unknown>('/travel/travel_quotes/recalculate', {
      method: 'POST',
      body: request,
    }),
  );
}

export function useRecalculateTravelQuote(
  config: MutationConfig<typeof recalculateTravelQuote> = {},
) {
  return useMutation({ ...config, mutationFn: recalculateTravelQuote });
}
