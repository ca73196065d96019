import {
  accountClosedSchema,
  closureStandingSchema,
  type ClosureStandingAnswer,
} from '@wallet/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

export const closureStandingQueryKey = ['account', 'closure'] as const;

/** GET /account/closure: whether the account can be closed today, and if not why. */
export async function getClosureStanding(): Promise<ClosureStandingAnswer> {
  return readAnswer(closureStandingSchema, await apiRequest<unknown>('/account/closure'));
}

/** Whether the account can be closed, read afresh on each visit: a policy may have ended since. */
export const closureStandingQuery = queryOptions({
  queryKey: closureStandingQueryKey,
  queryFn: getClosureStanding,
  staleTime: 0,
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
