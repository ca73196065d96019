import { useMutation } from '@tanstack/react-query';
import type { TravelQuoteRequest, TravelQuoteResponse } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { readTravelQuoteAnswer } from './read-travel-quote-answer';

/**
 * POST /travel/travel_quotes (car-travel-payment.md 7): asks the travel insurer for a quote. A
 * declined, referred or unavailable quote is a normal answer that says error: true; only a failed
 * call or an answer of the wrong shape throws.
 */
export async function createTravelQuote(request: TravelQuoteRequest): Promise<TravelQuoteResponse> {
  return readTravelQuoteAnswer(
    await apiRequest<unknown>('/travel/travel_quotes', { method: 'POST', body: request }),
  );
}

export function useCreateTravelQuote(config: MutationConfig<typeof createTravelQuote> = {}) {
  return useMutation({ ...config, mutationFn: createTravelQuote });
}
