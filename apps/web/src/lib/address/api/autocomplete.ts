import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADDRESS_API_PATHS, ADDRESS_PROFILE_NAME, type AutocompleteResponse } from '@wallet/domain';
import { apiRequest, unwrap } from '../../api-client';
import { loadAddressAnswers } from './load-address-answers';
import { ADDRESS_LOOKUP_KEY } from './lookup-key';

/** GET the autocomplete service with key, address, addressProfileName and vanityMode (platform.md 7). */
export async function autocompleteAddress(
  address: string,
  signal?: AbortSignal,
): Promise<AutocompleteResponse> {
  const query = new URLSearchParams({
    key: ADDRESS_LOOKUP_KEY,
    address,
    addressProfileName: ADDRESS_PROFILE_NAME,
    vanityMode: 'true',
  });
  const answers = loadAddressAnswers();
  const answer = unwrap(
    await apiRequest<unknown>(`${ADDRESS_API_PATHS.autocomplete}?${query}`, {
      ...(signal ? { signal } : {}),
    }),
  );
  return (await answers).autocompleteResponseSchema.parse(answer);
}

export function autocompleteQueryOptions(address: string) {
  return queryOptions({
    queryKey: ['address', 'autocomplete', address],
    queryFn: ({ signal }) => autocompleteAddress(address, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Suggestions for the (already debounced) text; idle while `address` is null. */
export function useAutocompleteAddress(address: string | null) {
  return useQuery({ ...autocompleteQueryOptions(address ?? ''), enabled: address !== null });
}
