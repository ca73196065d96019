import { confirmSignUpResponseSchema } from '@wallet/domain';
import { isApiError, type ApiError } from '../../../lib/api-client';
import { identityRequest } from './identity-request';

/** POST /auth/confirm-sign-up: answers whether an agent created the account. */
export async function confirmSignUp(input: {
  email: string;
  code: string;
}): Promise<{ createdByAgent: boolean } | ApiError> {
  const result = await identityRequest<unknown>('/auth/confirm-sign-up', input);
  if (isApiError(result)) return result;
  return confirmSignUpResponseSchema.parse(result);
}
