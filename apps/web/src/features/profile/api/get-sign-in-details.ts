import { queryOptions } from '@tanstack/react-query';
import { signInDetailsSchema, type SignInDetails } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

export const signInDetailsQueryKey = ['account', 'sign-in-details'] as const;

/** GET /account/sign-in-details: the address, mobile and password the customer signs in with. */
export async function getSignInDetails(): Promise<SignInDetails> {
  return readAnswer(signInDetailsSchema, await apiRequest<unknown>('/account/sign-in-details'));
}

/**
 * Your account's read of it, shared by the page (which waits for it) and its card: a failure is
 * said at once, and the card does not read again what the page has just read. What the customer
 * changes here is written into the cache by the change.
 */
export const signInDetailsQuery = queryOptions({
  queryKey: signInDetailsQueryKey,
  queryFn: getSignInDetails,
  staleTime: 30_000,
  retry: false,
});
