import { isApiError, type ApiError } from '../../../lib/api-client';
import { identityRequest } from './identity-request';

/** POST /auth/resend-sign-up-code: e-mails a new verification code. */
export async function resendSignUpCode(email: string): Promise<true | ApiError> {
  const result = await identityRequest<unknown>('/auth/resend-sign-up-code', { email });
  return isApiError(result) ? result : true;
}
