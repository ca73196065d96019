import { API_ERROR_MESSAGES, carQuoteResponseSchema, type CarQuoteResponse } from '@wallet/domain';
import { ApiRequestError, isApiError, type ApiError } from '../../../lib/api-client';

/**
 * A car quote call's answer read with the shared schema: a quote the insurer declined says error:
 * true, which the client's failure check would take for a failed call; the schema tells the two
 * apart.
 */
export function readCarQuoteAnswer(answer: unknown | ApiError): CarQuoteResponse {
  const quote = carQuoteResponseSchema.safeParse(answer);
  if (quote.success) return quote.data;
  throw new ApiRequestError(
    isApiError(answer)
      ? answer
      : { error: true, status: null, message: API_ERROR_MESSAGES.invalidResponse },
  );
}
