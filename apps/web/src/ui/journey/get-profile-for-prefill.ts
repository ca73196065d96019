import { readProfile, type Profile } from '@wallet/domain';
import { apiRequest, isApiError } from '../../lib/api-client';

/**
 * GET /profile/profile (home.md 4 'Prepopulation', car-travel-payment.md 4 'Prefill'): the
 * signed-in customer's profile, for prefilling a get-quote form. A failure is logged only
 * (platform.md 8), so it resolves to null and the form simply starts empty.
 */
export async function getProfileForPrefill(): Promise<Profile | null> {
  const result = await apiRequest<unknown>('/profile/profile');
  return isApiError(result) ? null : readProfile(result);
}
