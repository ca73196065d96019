import { signInResultSchema, type LoginPayload, type SignInResult } from '@wallet/domain';
import { isApiError, type ApiError } from '../../../lib/api-client';
import { identityRequest } from './identity-request';

/**
 * POST /auth/sign-in: a session, or the next challenge (SMS code, new password). A wrong password
 * is an answer to show, not a reason to leave the page.
 */
export async function signIn(payload: LoginPayload): Promise<SignInResult | ApiError> {
  const result = await identityRequest<unknown>('/auth/sign-in', payload);
  if (isApiError(result)) return result;
  return signInResultSchema.parse(result);
}
