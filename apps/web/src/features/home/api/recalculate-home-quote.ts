import {
  homeRecalculationResponseSchema,
  type HomeInsurerQuote,
  type HomeRecalculationRequest,
} from '@wallet/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { getSession, isAgent } from '../../../lib/session';

/**
 * POST /home/applied_home_quotes/recalculate (home.md 7 'Home recalculation'): prices the chosen
 * insurer's quote again with a new excess and extras. The first item of the answer is the new
 * quote.
 */
export async function recalculateHomeQuote(
  request: HomeRecalculationRequest,
): Promise<HomeInsurerQuote> {
  // An agent's quote is re-priced through the agent's call (decision 0021).
  const path = isAgent(getSession().user)
    ? '/agent/home/applied_home_quotes/recalculate'
    : '/home/applied_home_quotes/recalculate';
  const answer = unwrap(
    await apiRequest<unknown>(path, {
      method: 'POST',
      body: request,
    }),
  );
  return homeRecalculationResponseSchema.parse(answer)[0]!;
}

export function useRecalculateHomeQuote(config: MutationConfig<typeof recalculateHomeQuote> = {}) {
  return useMutation({ ...config, mutationFn: recalculateHomeQuote });
}
