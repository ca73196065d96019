import { signInDetailsSchema, type SignInDetails } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

export const signInDetailsQueryKey = ['account', 'sign-in-details'] as const;

/** GET /account/sign-in-details: the address, mobile and password the customer signs in with. */
export async function getSignInDetails(): Promise<SignInDetails> {
  return readAnswer(signInDetailsSchema, await apiRequest<unknown>('/account/sign-in-details'));
}
