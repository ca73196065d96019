import { setPreferredMfaResponseSchema, type SetPreferredMfaPayload } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

/**
 * POST /auth/set-preferred-mfa: a code by text at each sign-in, or not. Turning codes off takes
 * the password as it stands (the code is the second factor); turning them on takes none.
 */
export async function setSignInCodes(change: SetPreferredMfaPayload): Promise<boolean> {
  const answer = await apiRequest<unknown>('/auth/set-preferred-mfa', {
    method: 'POST',
    body: change,
  });
  return readAnswer(setPreferredMfaResponseSchema, answer).mfa_enabled;
}
