import { confirmSignUpResponseSchema, type SignInResult } from '@wallet/domain';
import { isApiError, type ApiError } from '../../../lib/api-client';
import { identityRequest } from './identity-request';

/**
 * POST /auth/confirm-sign-up: answers whether an agent created the account and, in the browser
 * that signed up (decision 0029), the sign-in that follows as if the password had been typed.
 */
export async function confirmSignUp(input: {
  email: string;
  code: string;
}): Promise<{ createdByAgent: boolean; signIn?: SignInResult } | ApiError> {
  const result = await identityRequest<unknown>('/auth/confirm-sign-up', input);
  if (isApiError(result)) return result;
  return confirmSignUpResponseSchema.parse(result);
}
