import { queryOptions } from '@tanstack/react-query';
import { marketingChoicesSchema, type MarketingChoices } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

export const marketingChoicesQueryKey = ['account', 'marketing'] as const;

/** GET /account/marketing: each product's marketing choices, and the changes made to them. */
export async function getMarketingChoices(): Promise<MarketingChoices> {
  return readAnswer(marketingChoicesSchema, await apiRequest<unknown>('/account/marketing'));
}

/**
 * Your account's read of it, shared by the page (which waits for it) and its card: a failure is
 * said at once, and the card does not read again what the page has just read. What the customer
 * changes here is written into the cache by the change.
 */
export const marketingChoicesQuery = queryOptions({
  queryKey: marketingChoicesQueryKey,
  queryFn: getMarketingChoices,
  staleTime: 30_000,
  retry: false,
});
