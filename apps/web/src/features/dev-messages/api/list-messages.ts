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
