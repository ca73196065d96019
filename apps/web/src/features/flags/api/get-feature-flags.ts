import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_FEATURE_FLAGS, readFeatureFlags, type FeatureFlags } from '@wallet/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';

/** GET /feature (platform.md 7): the eight switches an operator controls. */
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
