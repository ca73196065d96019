import { readProfile, type Profile } from '@wallet/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';

/**
 * POST /profile/profile/search/email (platform.md 7, agents only): the profile of the customer
 * with this e-mail, or null when there is none (the default profile has no user_id).
 */
export async function searchCustomerProfile(email: string): Promise<Profile | null> {
  const profile = readProfile(
    unwrap(
      await apiRequest<unknown>('/profile/profile/search/email', {
        method: 'POST',
        body: { email },
      }),
    ),
  );
  return profile.user_id ? profile : null;
}
