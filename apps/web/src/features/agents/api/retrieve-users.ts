import { queryOptions, useQuery } from '@tanstack/react-query';
import { userListSchema, type RetrievedUser, type RetrieveUserPayload } from '@wallet/domain';
import { apiRequest, isApiError } from '../../../lib/api-client';

/**
 * POST /users (platform.md 7): the customers whose chosen field starts with the input. An error,
 * or an answer without a user list, means no match.
 */
export async function retrieveUsers(payload: RetrieveUserPayload): Promise<RetrievedUser[]> {
  const answer = await apiRequest<unknown>('/users', { method: 'POST', body: payload });
  if (isApiError(answer)) return [];
  const list = userListSchema.safeParse(answer);
  return list.success ? list.data.user_list : [];
}

export const retrievedUsersQueryKey = (payload: RetrieveUserPayload | null) =>
  ['agents', 'retrieved-users', payload] as const;

export function retrievedUsersQueryOptions(payload: RetrieveUserPayload | null) {
  return queryOptions({
    queryKey: retrievedUsersQueryKey(payload),
    queryFn: () => retrieveUsers(payload!),
    enabled: payload !== null,
    staleTime: 30_000,
  });
}

/** The customers of the search in the address (null: nothing searched yet). */
export function useRetrievedUsers(payload: RetrieveUserPayload | null) {
  return useQuery(retrievedUsersQueryOptions(payload));
}
