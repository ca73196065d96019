import type { ConfirmForgotPasswordPayload } from '@wallet/domain';
import { isApiError, type ApiError } from '../../../lib/api-client';
import { identityRequest } from './identity-request';

/** POST /auth/confirm-forgot-password: sets the new password with the e-mailed code. */
export async function confirmForgotPassword(
  payload: ConfirmForgotPasswordPayload,
): Promise<true | ApiError> {
  const result = await identityRequest<unknown>('/auth/confirm-forgot-password', payload);
  return isApiError(result) ? result : true;
}
