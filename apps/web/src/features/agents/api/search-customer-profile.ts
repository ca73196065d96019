import { useMutation } from '@tanstack/react-query';
import { readProfile, type Profile } from '@wallet/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { clearSessionStores } from '../../../lib/session-store';

/**
 * POST /profile/profile/search/email (platform.md 7): a customer's profile by e-mail; user_id
 * present means found.
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

/**
 * Loads the customer and hands their profile to `open`, which starts their journey, in place of
 * everything the tab held of the customer served before (their answers, consent and payment).
 */
export function useOpenCustomerProfile(open: (profile: Profile) => Promise<void> | void) {
  return useMutation({
    mutationFn: async (email: string) => {
      const profile = await searchCustomerProfile(email);
      if (!profile) throw new Error('No customer with this email');
      clearSessionStores();
      await open(profile);
    },
  });
}
