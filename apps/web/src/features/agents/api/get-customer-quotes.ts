import { queryOptions, useQuery } from '@tanstack/react-query';
import { quoteSearchRowsSchema, type QuoteSearchRow } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from './read-answer';

/** POST /home/applied_home_quotes/latest_quotes (platform.md 7): one customer's home quotes. */
export async function getCustomerQuotes(email: string): Promise<QuoteSearchRow[]> {
  const answer = await apiRequest<unknown>('/home/applied_home_quotes/latest_quotes', {
    method: 'POST',
    body: { email },
  });
  return readAnswer(quoteSearchRowsSchema, answer);
}

export function customerQuotesQueryOptions(email: string | null) {
  return queryOptions({
    queryKey: ['agents', 'customer-quotes', email] as const,
    queryFn: () => getCustomerQuotes(email!),
    enabled: email !== null,
    staleTime: 30_000,
    retry: false,
  });
}

export function useCustomerQuotes(email: string | null) {
  return useQuery(customerQuotesQueryOptions(email));
}
