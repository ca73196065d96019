import { isApiError, type ApiError } from '../../../lib/api-client';
import { identityRequest } from './identity-request';

/** POST /auth/forgot-password: e-mails a reset code. */
export async function forgotPassword(email: string): Promise<true | ApiError> {
  const result = await identityRequest<unknown>('/auth/forgot-password', { email });
  return isApiError(result) ? result : true;
}
