import { setPreferredMfaResponseSchema } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

/** POST /auth/set-preferred-mfa: a code by text at each sign-in, or not. */
export async function setSignInCodes(on: boolean): Promise<boolean> {
  const answer = await apiRequest<unknown>('/auth/set-preferred-mfa', {
    method: 'POST',
    body: { smsMfa: on },
  });
  return readAnswer(setPreferredMfaResponseSchema, answer).mfa_enabled;
}
