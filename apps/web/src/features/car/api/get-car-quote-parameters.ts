import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CAR_QUOTE_PARAMETERS_PATH,
  readCarQuoteParameters,
  type CarQuoteParameters,
} from '@wallet/domain';
import { apiRequest, isApiError } from '../../../lib/api-client';

/**
 * GET /motor/quote_parameters: the last day a car policy may start, from the server's
 * configuration. Without an answer the form applies the 45-day window alone; the server still
 * holds a quote to the cap and answers with the same message.
 */
export async function getCarQuoteParameters(): Promise<CarQuoteParameters | null> {
  const answer = await apiRequest<unknown>(CAR_QUOTE_PARAMETERS_PATH, {
    redirectOnUnauthorized: false,
  });
  return isApiError(answer) ? null : readCarQuoteParameters(answer);
}

export const carQuoteParametersQueryOptions = () =>
  queryOptions({
    queryKey: ['car', 'quote-parameters'],
    queryFn: getCarQuoteParameters,
    // The configuration changes with a release, not while a customer fills in the form.
    staleTime: Infinity,
    retry: 1,
  });

export function useCarQuoteParameters() {
  return useQuery(carQuoteParametersQueryOptions());
}
