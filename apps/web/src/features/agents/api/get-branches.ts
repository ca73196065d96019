import { queryOptions, useQuery } from '@tanstack/react-query';
import { branchSchema, type Branch } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from './read-answer';

/** GET /profile/profile/branches (platform.md 7): every bank branch, by name. */
export async function getBranches(): Promise<Branch[]> {
  return readAnswer(branchSchema.array(), await apiRequest<unknown>('/profile/profile/branches'));
}

export const branchesQueryOptions = () =>
  queryOptions({
    queryKey: ['agents', 'branches'] as const,
    queryFn: getBranches,
    // The bank's branches change seldom; one list serves the picker and the quote search.
    staleTime: 60 * 60_000,
  });

/** The branch list, asked for only when a screen shows a branch typeahead. */
export function useBranches(enabled = true) {
  return useQuery({ ...branchesQueryOptions(), enabled });
}
