import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  LIVE_QUOTES_DEFAULT_SORT,
  LIVE_QUOTES_PAGE_SIZE,
  liveQuotesPageSchema,
  type LiveQuotesPage,
} from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from './read-answer';

/** The two live quote lists and the API's name for each product (platform.md 7). */
export const LIVE_QUOTE_PRODUCTS = { home: 'home', car: 'motor' } as const;
export type LiveQuoteType = keyof typeof LIVE_QUOTE_PRODUCTS;

/** GET /{home|motor}/search/latest_quotes?page={n}&size=7&sort=created_date,DESC */
export async function getLiveQuotes(type: LiveQuoteType, page: number): Promise<LiveQuotesPage> {
  const query = new URLSearchParams({
    page: String(page),
    size: String(LIVE_QUOTES_PAGE_SIZE),
    sort: LIVE_QUOTES_DEFAULT_SORT,
  });
  const answer = await apiRequest<unknown>(
    `/${LIVE_QUOTE_PRODUCTS[type]}/search/latest_quotes?${query}`,
  );
  return readAnswer(liveQuotesPageSchema, answer);
}

export const liveQuotesQueryKey = (type: LiveQuoteType) => ['agents', 'live-quotes', type] as const;

export function liveQuotesQueryOptions(type: LiveQuoteType) {
  return infiniteQueryOptions({
    queryKey: liveQuotesQueryKey(type),
    queryFn: ({ pageParam }) => getLiveQuotes(type, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: LiveQuotesPage, pages: LiveQuotesPage[]) =>
      pages.length < last.total_pages ? pages.length : undefined,
    staleTime: 30_000,
    retry: false,
  });
}

/** The live quotes, 7 at a time: LOAD MORE asks for the next page. */
export function useLiveQuotes(type: LiveQuoteType) {
  return useInfiniteQuery(liveQuotesQueryOptions(type));
}
