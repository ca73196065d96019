import {
  homeRecalculationResponseSchema,
  type HomeInsurerQuote,
  type HomeRecalculationRequest,
} from '@wallet/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

/**
 * POST /home/applied_home_quotes/recalculate (home.md 7 'Home recalculation'): prices the chosen
 * insurer's quote again with a new excess and extras. The first item of the answer is the new
 * quote.
 */
export async function recalculateHomeQuote(
  request: HomeRecalculationRequest,
): Promise<HomeInsurerQuote> {
  const answer = unwrap(
    await apiRequest<unknown>('/home/applied_home_quotes/recalculate', {
      method: 'POST',
      body: request,
    }),
  );
  return homeRecalculationResponseSchema.parse(answer)[0]!;
}

export function useRecalculateHomeQuote(config: MutationConfig<typeof recalculateHomeQuote> = {}) {
  return useMutation({ ...config, mutationFn: recalculateHomeQuote });
}
