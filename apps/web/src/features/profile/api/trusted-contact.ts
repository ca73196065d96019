import { queryOptions } from '@tanstack/react-query';
import {
  trustedContactAnswerSchema,
  type TrustedContactAnswer,
  type TrustedContactPayload,
} from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

export const trustedContactQueryKey = ['account', 'trusted-contact'] as const;

/** GET /account/trusted-contact: the customer's trusted contact, or none. */
export async function getTrustedContact(): Promise<TrustedContactAnswer> {
  return readAnswer(
    trustedContactAnswerSchema,
    await apiRequest<unknown>('/account/trusted-contact'),
  );
}

/**
 * Your account's read of it, shared by the page (which waits for it) and its card: a failure is
 * said at once, and the card does not read again what the page has just read. What the customer
 * changes here is written into the cache by the change.
 */
export const trustedContactQuery = queryOptions({
  queryKey: trustedContactQueryKey,
  queryFn: getTrustedContact,
  staleTime: 30_000,
  retry: false,
});

/** PUT /account/trusted-contact: names the contact, or changes the one named. */
export async function setTrustedContact(
  contact: TrustedContactPayload,
): Promise<TrustedContactAnswer> {
  const answer = await apiRequest<unknown>('/account/trusted-contact', {
    method: 'PUT',
    body: contact,
  });
  return readAnswer(trustedContactAnswerSchema, answer);
}

/** DELETE /account/trusted-contact: the contact removed. */
export async function removeTrustedContact(): Promise<TrustedContactAnswer> {
  const answer = await apiRequest<unknown>('/account/trusted-contact', { method: 'DELETE' });
  return readAnswer(trustedContactAnswerSchema, answer);
}
