import { queryOptions, useQuery } from '@tanstack/react-query';
import { outboxListSchema, type OutboxMessage } from '@wallet/domain';
import { apiRequest, isApiError, type ApiError } from '../../../lib/api-client';

export type OutboxAnswer =
  | { kind: 'messages'; messages: OutboxMessage[] }
  | { kind: 'disabled' }
  | { kind: 'failed'; error: ApiError };

/**
 * GET /dev/messages: the latest e-mails and text messages for a recipient, newest first. The
 * server answers 404 when its message viewer is turned off (always in production).
 */
export async function listMessages(recipient: string): Promise<OutboxAnswer> {
  const query = new URLSearchParams({ recipient }).toString();
  const result = await apiRequest<unknown>(`/dev/messages?${query}`, {
    redirectOnUnauthorized: false,
  });
  if (isApiError(result)) {
    return result.status === 404 ? { kind: 'disabled' } : { kind: 'failed', error: result };
  }
  return { kind: 'messages', messages: outboxListSchema.parse(result).messages };
}

/** While messages arrive the list is asked for again every few seconds; see the page. */
export function messagesQueryOptions(recipient: string, refreshEveryMs: number) {
  return queryOptions({
    queryKey: ['dev-messages', recipient],
    queryFn: () => listMessages(recipient),
    enabled: recipient !== '',
    refetchInterval: (current) =>
      current.state.data?.kind === 'messages' ? refreshEveryMs : false,
  });
}

export function useMessages(recipient: string, refreshEveryMs: number) {
  return useQuery(messagesQueryOptions(recipient, refreshEveryMs));
}
