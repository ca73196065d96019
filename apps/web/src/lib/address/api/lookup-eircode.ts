import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADDRESS_API_PATHS, type AddressLookupResponse } from '@wallet/domain';
import { apiRequest } from '../../api-client';
import { readLookupAnswer } from './lookup-answer';

/** POST /home/applied_home_quotes/address with an Eircode (home.md 7). */
export async function lookupEircode(
  eircode: string,
  signal?: AbortSignal,
): Promise<AddressLookupResponse> {
  return readLookupAnswer(
    await apiRequest<unknown>(ADDRESS_API_PATHS.lookup, {
      method: 'POST',
      body: { eircode },
      ...(signal ? { signal } : {}),
    }),
  );
}

export function lookupEircodeQueryOptions(eircode: string) {
  return queryOptions({
    queryKey: ['address', 'eircode', eircode],
    queryFn: ({ signal }) => lookupEircode(eircode, signal),
    // An Eircode names the same address all session long.
    staleTime: Infinity,
    retry: false,
  });
}

/** The address a typed Eircode names; idle while `eircode` is null. */
export function useLookupEircode(eircode: string | null) {
  return useQuery({ ...lookupEircodeQueryOptions(eircode ?? ''), enabled: eircode !== null });
}
