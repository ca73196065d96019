import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  quoteCustomersSchema,
  type QuoteCustomer,
  type QuoteCustomersPayload,
} from '@wallet/domain';
import { apiRequest, isApiError } from '../../../lib/api-client';

/**
 * POST /home/applied_home_quotes/latest_quotes_users (platform.md 7): the customers whose home
 * quotes match the search. A failure reads as an empty list.
 */
export async function searchQuoteCustomers(
  payload: QuoteCustomersPayload,
): Promise<QuoteCustomer[]> {
  const answer = await apiRequest<unknown>('/home/applied_home_quotes/latest_quotes_users', {
    method: 'POST',
    body: payload,
  });
  if (isApiError(answer)) return [];
  const customers = quoteCustomersSchema.safeParse(answer);
  return customers.success ? customers.data : [];
}

export function quoteCustomersQueryOptions(payload: QuoteCustomersPayload | null) {
  return queryOptions({
    queryKey: ['agents', 'quote-customers', payload] as const,
    queryFn: () => searchQuoteCustomers(payload!),
    enabled: payload !== null,
    staleTime: 30_000,
  });
}

/** The customers of the search in the address (null: nothing searched yet). */
export function useQuoteCustomers(payload: QuoteCustomersPayload | null) {
  return useQuery(quoteCustomersQueryOptions(payload));
}
