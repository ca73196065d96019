import { toNationalMobile } from '@wallet/domain';
import type { Repositories } from '../../repository-types.js';
import type { UserRow } from './users-repository.js';

/**
 * platform.md 7 and car-travel-payment.md 2 (decision 0029): the customer's profile exists from
 * the moment the account is verified, named as at sign-up (where the names of the quote were
 * carried), so the wallet greets them by the first name they gave even when the app's own
 * profile call after sign-in never comes (the e-mail was verified in another browser). A profile
 * that already exists is left as it is.
 */
export async function createProfileAtSignUp(
  profiles: Pick<Repositories['profiles'], 'findByUserId' | 'upsert'>,
  user: UserRow,
): Promise<void> {
  if (user.role !== 'customer' || (await profiles.findByUserId(user.id))) return;
  await profiles.upsert({
    userId: user.id,
    firstName: user.givenName,
    lastName: user.familyName,
    phone: user.phoneNumber ? toNationalMobile(user.phoneNumber) : null,
  });
}
