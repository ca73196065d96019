import { queryOptions, useQuery } from '@tanstack/react-query';
import { branchSchema, type Branch } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { isAgent, useSession } from '../../../lib/session';
import { readAnswer } from './read-answer';

/** GET /profile/profile/branch (platform.md 7): the agent's branch, or null before one is chosen. */
export async function getBranch(): Promise<Branch | null> {
  return readAnswer(branchSchema.nullable(), await apiRequest<unknown>('/profile/profile/branch'));
}

export const branchQueryKey = (userId: string | null) => ['agents', 'branch', userId] as const;

export function branchQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: branchQueryKey(userId),
    queryFn: getBranch,
    enabled: userId !== null,
    staleTime: Infinity,
  });
}

/** The signed-in agent's branch (platform.md 4.4: saved to the profile, shown in the header). */
export function useBranch() {
  const { status, user } = useSession();
  const userId = status === 'signed-in' && isAgent(user) ? user!.user_id : null;
  return useQuery(branchQueryOptions(userId));
}
