import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_FEATURE_FLAGS, readFeatureFlags, type FeatureFlags } from '@wallet/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';

/** GET /feature (platform.md 7): the switches an operator controls. */
export async function getFeatureFlags(): Promise<FeatureFlags> {
  return readFeatureFlags(unwrap(await apiRequest<unknown>('/feature')));
}

export const featureFlagsQueryKey = ['feature-flags'] as const;

export function featureFlagsQueryOptions() {
  return queryOptions({
    queryKey: featureFlagsQueryKey,
    queryFn: getFeatureFlags,
    // Always asked again on focus and on each route change (see use-refetch-flags-on-navigation),
    // so an operator's change shows without restarting the app.
    staleTime: 0,
    refetchOnWindowFocus: true,
    // Not on each mount besides: the app asks once as it starts (prefetchFeatureFlags), while the
    // first screen's code is still on its way, and the first screen then uses that answer.
    refetchOnMount: false,
    retry: 1,
  });
}

/**
 * The flags (the defaults while they load or when the call fails) and whether the server has
 * answered yet, for screens that decide something once on arrival.
 */
export function useFeatureFlagsState(): { flags: FeatureFlags; settled: boolean } {
  const query = useQuery(featureFlagsQueryOptions());
  return { flags: query.data ?? DEFAULT_FEATURE_FLAGS, settled: !query.isPending };
}

/** The flags, or the defaults while they load or when the call fails. */
export function useFeatureFlags(): FeatureFlags {
  return useFeatureFlagsState().flags;
}

/**
 * Asks for the flags as the app starts, beside the first screen's code rather than after it: the
 * header reads them, and a request begun once the screen is drawn holds its loading up.
 */
export function prefetchFeatureFlags(queryClient: QueryClient, heldUntil?: Promise<void>): void {
  const options = featureFlagsQueryOptions();
  void queryClient.prefetchQuery(
    heldUntil
      ? {
          ...options,
          // The answer is given to the screens only once `heldUntil` settles (a page drawn
          // before the flags were known is hydrated with the defaults first).
          queryFn: async (context) => {
            const flags = await options.queryFn!(context);
            await heldUntil;
            return flags;
          },
        }
      : options,
  );
}
