import { useMutation } from '@tanstack/react-query';
import { matchResponseSchema, type MatchPayload, type MatchResponse } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from './read-answer';

/**
 * POST /home/applied_match/match (platform.md 7): pairs a portfolio code with the customer;
 * successfully_paired, or matching_failure when the code is registered to someone else.
 */
export async function matchPortfolioCode(payload: MatchPayload): Promise<MatchResponse> {
  const answer = await apiRequest<unknown>('/home/applied_match/match', {
    method: 'POST',
    body: payload,
  });
  return readAnswer(matchResponseSchema, answer);
}

export function useMatchPortfolioCode() {
  return useMutation({ mutationFn: matchPortfolioCode });
}
