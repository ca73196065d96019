import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADDRESS_API_PATHS, townCountyListSchema, type TownCounty } from '@wallet/domain';
import { apiRequest, isApiError } from '../../api-client';
import { createSessionStore } from '../../session-store';

/** Where the list is kept for the rest of the browser session (platform.md 7). */
export const TOWN_COUNTY_STORAGE_KEY = 'wallet:home-town-county';

const store = createSessionStore(TOWN_COUNTY_STORAGE_KEY, townCountyListSchema);

/**
 * GET /home/address/town_county, once per session: the answer is cached in session storage and a
 * failure caches an empty list (platform.md 7, home.md 8: silent fallback).
 */
export async function getTownCounty(): Promise<TownCounty[]> {
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

export function useTownCounty(): TownCounty[] {
  return useQuery(townCountyQueryOptions()).data ?? [];
}
