import { queryOptions } from '@tanstack/react-query';
import { savedTravelQuoteSchema, type SavedTravelQuote } from '@wallet/domain';
import { apiRequest, isApiError, unwrap } from '../../../lib/api-client';

/**
 * GET /travel/travel_quotes/latest (car-travel-payment.md 7): the signed-in customer's latest
 * travel quote, for prefilling the form; null when there is none (404) or it cannot be read.
 */
export async function getLatestTravelQuote(): Promise<SavedTravelQuote | null> {
  const answer = await apiRequest<unknown>('/travel/travel_quotes/latest', {
    redirectOnUnauthorized: false,
  });
  if (isApiError(answer) && answer.status === 404) return null;
  const saved = savedTravelQuoteSchema.safeParse(unwrap(answer));
  return saved.success ? saved.data : null;
}

export const latestTravelQuoteQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['travel', 'latest-quote', userId],
    queryFn: getLatestTravelQuote,
    enabled: userId !== null,
    staleTime: 60_000,
  });
