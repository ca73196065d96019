import { signInDetailsSchema, type SignInDetails } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

/** PUT /account/password: a new password; every other sign-in ends. */
export async function changePassword(values: {
  currentPassword: string;
  newPassword: string;
}): Promise<SignInDetails> {
  const answer = await apiRequest<unknown>('/account/password', { method: 'PUT', body: values });
  return readAnswer(signInDetailsSchema, answer);
}
