import { z } from 'zod';
import { createSessionStore } from '../../../lib/session-store';

/**
 * The names given at sign-up, kept until the customer first signs in: the profile is created then
 * (POST /profile/profile/create/user needs a signed-in user), with the names and e-mail.
 */
const pendingProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
type PendingProfile = z.infer<typeof pendingProfileSchema>;

const store = createSessionStore('wallet:pending-profile', pendingProfileSchema);

export function rememberPendingProfile(profile: PendingProfile): void {
  // Without storage the profile is simply created from the account later.
  store.write(profile);
}

/** The pending profile of `email`, removed so it is created once. */
export function takePendingProfile(email: string): PendingProfile | null {
  const profile = store.read();
  if (profile?.email.toLowerCase() !== email.toLowerCase()) return null;
  store.clear();
  return profile;
}
