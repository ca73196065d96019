import type { ProfileCreatePayload } from '@wallet/domain';

/**
 * The names given at sign-up, kept until the customer first signs in: the profile is created then
 * (POST /profile/profile/create/user needs a signed-in user), with the names and e-mail.
 */
const KEY = 'wallet:pending-profile';

type PendingProfile = Pick<ProfileCreatePayload, 'first_name' | 'last_name' | 'email'>;

export function rememberPendingProfile(profile: PendingProfile): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(profile));
  } catch {
    // Without storage the profile is simply created from the account later.
  }
}

/** The pending profile of `email`, removed so it is created once. */
export function takePendingProfile(email: string): PendingProfile | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const profile = JSON.parse(raw) as PendingProfile;
    if (profile.email?.toLowerCase() !== email.toLowerCase()) return null;
    sessionStorage.removeItem(KEY);
    return profile;
  } catch {
    return null;
  }
}
