import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  AGENT_AUDIT_PAGE_SIZE,
  API_ERROR_MESSAGES,
  customerAgentActionsPageSchema,
  type CustomerAgentActionsPage,
} from '@wallet/domain';
import { apiRequest, ApiRequestError, isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/**
 * GET /profile/profile/agent_actions?page=&size= (ours, decision 0019): what bank agents did for
 * the signed-in customer, newest first, a page at a time from page 0. A failed call, or an answer
 * of another shape, is thrown so the screen shows it as an error rather than an empty trail.
 */
export async function getAgentActions(page: number): Promise<CustomerAgentActionsPage> {
  const query = new URLSearchParams({ page: String(page), size: String(AGENT_AUDIT_PAGE_SIZE) });
  const answer = await apiRequest<unknown>(`/profile/profile/agent_actions?${query}`);
  const parsed = customerAgentActionsPageSchema.safeParse(answer);
  if (parsed.success) return parsed.data;
  throw new ApiRequestError(
    isApiError(answer)
      ? answer
      : { error: true, status: null, message: API_ERROR_MESSAGES.invalidResponse },
  );
}

export const agentActionsQueryKey = (userId: string | null) =>
  ['profile', userId, 'agent-actions'] as const;

export function agentActionsQueryOptions(userId: string | null) {
  return infiniteQueryOptions({
    queryKey: agentActionsQueryKey(userId),
    queryFn: ({ pageParam }) => getAgentActions(pageParam),
    enabled: userId !== null,
    initialPageParam: 0,
    getNextPageParam: (last: CustomerAgentActionsPage, pages: CustomerAgentActionsPage[]) =>
      pages.length < last.total_pages ? pages.length : undefined,
    staleTime: 30_000,
    retry: 1,
  });
}

/** The signed-in customer's trail of agent actions, a page at a time (Show more asks for the next). */
export function useAgentActions() {
  const { status, user } = useSession();
  const userId = status === 'signed-in' && user ? user.user_id : null;
  return useInfiniteQuery(agentActionsQueryOptions(userId));
}
