import {
  API_ERROR_MESSAGES,
  type AgentQuoteChecks,
  homeQuoteResponseSchema,
  type HomeQuoteRequest,
  type HomeQuoteResponse,
} from '@wallet/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, apiRequest, isApiError } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { getSession, isAgent } from '../../../lib/session';

/** A quote request; an agent's carries their About you checks (decision 0021). */
export type HomeQuoteCall = HomeQuoteRequest & { agent?: AgentQuoteChecks };

/**
 * POST /home/applied_home_quotes (home.md 7), or an agent's POST /agent/home/applied_home_quotes:
 * asks the insurers for quotes. The answer is read
 * with the shared schema, so a screen never works on a half-formed quote.
 */
export async function createHomeQuote(request: HomeQuoteCall): Promise<HomeQuoteResponse> {
  // An agent quotes for the customer through the agent's call, which checks their checks.
  const path = isAgent(getSession().user)
    ? '/agent/home/applied_home_quotes'
    : '/home/applied_home_quotes';
  const answer = await apiRequest<unknown>(path, {
    method: 'POST',
    body: request,
  });
  // A quote the insurers declined is a normal answer that says error: true, which the client's
  // failure check would mistake for a failed call: the schema tells the two apart.
  const quote = homeQuoteResponseSchema.safeParse(answer);
  if (quote.success) return quote.data;
  throw new ApiRequestError(
    isApiError(answer)
      ? answer
      : { error: true, status: null, message: API_ERROR_MESSAGES.invalidResponse },
  );
}

export function useCreateHomeQuote(config: MutationConfig<typeof createHomeQuote> = {}) {
  return useMutation({ ...config, mutationFn: createHomeQuote });
}
