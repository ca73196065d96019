import {
  API_ERROR_MESSAGES,
  homeQuoteResponseSchema,
  type HomeQuoteRequest,
  type HomeQuoteResponse,
} from '@wallet/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, apiRequest, isApiError } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

/**
 * POST /home/applied_home_quotes (home.md 7): asks the insurers for quotes. The answer is read
 * with the shared schema, so a screen never works on a half-formed quote.
 */
export async function createHomeQuote(request: HomeQuoteRequest): Promise<HomeQuoteResponse> {
  const answer = await apiRequest<unknown>('/home/applied_home_quotes', {
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
