import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADDRESS_API_PATHS, type TownCounty } from '@wallet/domain';
import { apiRequest, isApiError } from '../../api-client';
import { createSessionStore, type SessionStore } from '../../session-store';
import { loadAddressAnswers } from './load-address-answers';

/** Where the list is kept for the rest of the browser session (platform.md 7). */
export const TOWN_COUNTY_STORAGE_KEY = 'wallet:home-town-county';

let store: SessionStore<TownCounty[]> | undefined;

/**
 * GET /home/address/town_county, once per session: the answer is cached in session storage and a
 * failure caches an empty list (platform.md 7, home.md 8: silent fallback).
 */
export async function getTownCounty(): Promise<TownCounty[]> {
  const { townCountyListSchema } = await loadAddressAnswers();
  store ??= createSessionStore(TOWN_COUNTY_STORAGE_KEY, townCountyListSchema);
  const stored = store.read();
  if (stored) return stored;
  const answer = await apiRequest<unknown>(ADDRESS_API_PATHS.townCounty);
  const parsed = isApiError(answer) ? null : townCountyListSchema.safeParse(answer);
  const list = parsed?.success ? parsed.data : [];
  // Storage full or refused: the list is simply loaded again next time.
  store.write(list);
  return list;
}

export function townCountyQueryOptions() {
  return queryOptions({
    queryKey: ['address', 'town-county'],
    queryFn: getTownCounty,
    staleTime: Infinity,
  });
}

/**
 * The list once `wanted` (the customer has reached into the address): undefined while it is on its
 * way, empty when it failed to load.
 */
export function useTownCounty(wanted: boolean): TownCounty[] | undefined {
  const { data, isPending } = useQuery({ ...townCountyQueryOptions(), enabled: wanted });
  return isPending ? undefined : (data ?? []);
}
