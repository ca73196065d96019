import { queryOptions, useQuery } from '@tanstack/react-query';
import { readTravelQuoteParameters, type TravelQuoteParameters } from '@wallet/domain';
import { apiRequest, isApiError } from '../../../lib/api-client';

/**
 * GET /travel/quote_parameters (car-travel-payment.md 7): the trip types with their destination
 * zones and the destination countries by zone. An answer without trip types (or none at all) is
 * null: the page then shows the travel error page.
 */
export async function getQuoteParameters(): Promise<TravelQuoteParameters | null> {
  const answer = await apiRequest<unknown>('/travel/quote_parameters');
  if (isApiError(answer)) return null;
  // Read by hand, so the get-quote page draws its fields before the schema library arrives.
  const parameters = readTravelQuoteParameters(answer);
  return parameters && parameters.trip_types.length > 0 ? parameters : null;
}

export const quoteParametersQueryOptions = () =>
  queryOptions({
    queryKey: ['travel', 'quote-parameters'],
    queryFn: getQuoteParameters,
    // The parameters change with a release, not while a customer fills in the form.
    staleTime: Infinity,
    retry: 1,
  });

export function useQuoteParameters() {
  return useQuery(quoteParametersQueryOptions());
}
