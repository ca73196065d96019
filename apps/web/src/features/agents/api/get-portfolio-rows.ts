import { queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioRowsSchema, type PortfolioRow } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from './read-answer';

/** POST /home/applied_match/search (platform.md 7): a customer's portfolio rows. */
export async function getPortfolioRows(thirdPartyIdentifier: string): Promise<PortfolioRow[]> {
  const answer = await apiRequest<unknown>('/home/applied_match/search', {
    method: 'POST',
    body: { third_party_identifier: thirdPartyIdentifier },
  });
  return readAnswer(portfolioRowsSchema, answer);
}

export const portfolioRowsQueryKey = (thirdPartyIdentifier: string) =>
  ['agents', 'portfolio-rows', thirdPartyIdentifier] as const;

export function portfolioRowsQueryOptions(thirdPartyIdentifier: string) {
  return queryOptions({
    queryKey: portfolioRowsQueryKey(thirdPartyIdentifier),
    queryFn: () => getPortfolioRows(thirdPartyIdentifier),
    // The Match modal always shows the rows as the register has them now.
    staleTime: 0,
    retry: false,
  });
}

export function usePortfolioRows(thirdPartyIdentifier: string) {
  return useQuery(portfolioRowsQueryOptions(thirdPartyIdentifier));
}
