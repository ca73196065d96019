import { profileCreateResponseSchema, type ProfileCreatePayload } from '@wallet/domain';
import { apiRequest, isApiError } from '../../../lib/api-client';

/**
 * POST /profile/profile/create/user (platform.md 7): creates the new customer's profile after
 * sign-up. A failure is only logged (platform.md 8, profile prefill failure).
 */
export async function createProfile(payload: ProfileCreatePayload): Promise<boolean> {
  const result = await apiRequest<unknown>('/profile/profile/create/user', {
    method: 'POST',
    body: payload,
  });
  if (isApiError(result)) {
    console.warn('Profile was not created', result.message);
    return false;
  }
  const answer = profileCreateResponseSchema.safeParse(result);
  return answer.success;
}
