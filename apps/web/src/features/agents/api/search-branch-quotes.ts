import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  BRANCH_SEARCH_PAGE_SIZE,
  BRANCH_SEARCH_TYPE,
  quoteSearchPageSchema,
  type QuoteSearchPage,
} from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from './read-answer';

/**
 * POST /home/applied_home_quotes/latest_quotes/branch (platform.md 7): a page of a branch's
 * home quotes, 1000 a page (platform.md 9).
 */
export async function searchBranchQuotes(
  branchName: string,
  pageNumber: number,
): Promise<QuoteSearchPage> {
  const answer = await apiRequest<unknown>('/home/applied_home_quotes/latest_quotes/branch', {
    method: 'POST',
    body: {
      search_criteria: branchName,
      search_type: BRANCH_SEARCH_TYPE,
      page_number: pageNumber,
      page_size: BRANCH_SEARCH_PAGE_SIZE,
    },
  });
  return readAnswer(quoteSearchPageSchema, answer);
}

export function branchQuotesQueryOptions(branchName: string | null) {
  return infiniteQueryOptions({
    queryKey: ['agents', 'branch-quotes', branchName] as const,
    queryFn: ({ pageParam }) => searchBranchQuotes(branchName!, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: QuoteSearchPage, pages: QuoteSearchPage[]) =>
      pages.length < last.total_pages ? pages.length : undefined,
    enabled: branchName !== null,
    staleTime: 30_000,
    retry: false,
  });
}

/** A branch's quotes, a page of 1000 at a time (the next asked for on demand). */
export function useBranchQuotes(branchName: string | null) {
  return useInfiniteQuery(branchQuotesQueryOptions(branchName));
}
