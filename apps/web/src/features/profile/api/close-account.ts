import {
  accountClosedSchema,
  closureStandingSchema,
  type ClosureStandingAnswer,
} from '@wallet/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FIRST_READ_FRESH_MS } from '../../../lib/first-read';
import { readAnswer } from '../../../lib/read-answer';

export const closureStandingQueryKey = ['account', 'closure'] as const;

/** GET /account/closure: whether the account can be closed today, and if not why. */
export async function getClosureStanding(): Promise<ClosureStandingAnswer> {
  return readAnswer(closureStandingSchema, await apiRequest<unknown>('/account/closure'));
}

/**
 * Whether the account can be closed, read afresh on each visit (a policy may have ended since),
 * though not again on arriving when the page's first read has just answered (app/first-reads.ts).
 */
export const closureStandingQuery = queryOptions({
  queryKey: closureStandingQueryKey,
  queryFn: getClosureStanding,
  staleTime: FIRST_READ_FRESH_MS,
  retry: false,
});

/** POST /account/closure: the account closed, with the password and the confirmation. */
export async function closeAccount(values: {
  currentPassword: string;
  confirm: boolean;
}): Promise<void> {
  const answer = await apiRequest<unknown>('/account/closure', { method: 'POST', body: values });
  readAnswer(accountClosedSchema, answer);
}
