import {
  signInResultSchema,
  type RespondToChallengePayload,
  type SignInResult,
} from '@wallet/domain';
import { isApiError, type ApiError } from '../../../lib/api-client';
import { identityRequest } from './identity-request';

/** POST /auth/respond-to-challenge: the SMS code, or the new password asked for at first login. */
export async function respondToChallenge(
  payload: RespondToChallengePayload,
): Promise<SignInResult | ApiError> {
  const result = await identityRequest<unknown>('/auth/respond-to-challenge', payload);
  if (isApiError(result)) return result;
  return signInResultSchema.parse(result);
}
