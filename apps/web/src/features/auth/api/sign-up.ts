import type { SignUpPayload } from '@wallet/domain';
import { isApiError, type ApiError } from '../../../lib/api-client';
import { identityRequest } from './identity-request';

/** POST /auth/sign-up: creates the account and e-mails a verification code. */
export async function signUp(payload: SignUpPayload): Promise<true | ApiError> {
  const result = await identityRequest<unknown>('/auth/sign-up', payload);
  return isApiError(result) ? result : true;
}
