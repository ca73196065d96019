import { useMutation } from '@tanstack/react-query';
import { portfolioRowSchema, type PortfolioRow, type UnmatchPayload } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from './read-answer';

/** POST /home/applied_match/unmatch (platform.md 7): removes a portfolio row; an error is a failure. */
export async function unmatchPortfolioCode(row: UnmatchPayload): Promise<PortfolioRow> {
  const answer = await apiRequest<unknown>('/home/applied_match/unmatch', {
    method: 'POST',
    body: row,
  });
  return readAnswer(portfolioRowSchema, answer);
}

export function useUnmatchPortfolioCode() {
  return useMutation({ mutationFn: unmatchPortfolioCode });
}
