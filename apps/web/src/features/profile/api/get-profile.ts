import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PROFILE, readProfile, type Profile } from '@wallet/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /profile/profile (platform.md 7): the signed-in customer's details and policies. */
export async function getProfile(): Promise<Profile> {
  return readProfile(unwrap(await apiRequest<unknown>('/profile/profile')));
}

export const profileQueryKey = (userId: string | null) => ['profile', userId] as const;
/** Every profile held, whoever it is of: what a change of the customer's own details refreshes. */
export const PROFILE_QUERY_ROOT = ['profile'] as const;

export function profileQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: profileQueryKey(userId),
    queryFn: getProfile,
    enabled: userId !== null,
    staleTime: 60_000,
    retry: 1,
  });
}

/**
 * The profile of whoever is signed in. Visitors, the loading moment and a failed call all get the
 * default empty profile (platform.md 3.1), so screens never wait on it to render.
 */
export function useProfile(): { profile: Profile; isLoading: boolean; isError: boolean } {
  const { status, user } = useSession();
  const userId = status === 'signed-in' && user ? user.user_id : null;
  const query = useQuery(profileQueryOptions(userId));
  return {
    profile: query.data ?? DEFAULT_PROFILE,
    isLoading: userId !== null && query.isPending,
    // A page that shows the profile itself says it could not be read, rather than show it empty;
    // a profile held from before (a later read failed) is still shown.
    isError: userId !== null && query.isError && query.data === undefined,
  };
}
