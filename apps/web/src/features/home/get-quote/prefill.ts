import {
  ABOUT_YOU_DEFAULTS,
  employmentStatusOf,
  TITLE_CODES,
  type AboutYouValues,
  type Profile,
} from '@wallet/domain';
import { personFromProfile } from '../../../ui/journey/profile-person';

/**
 * home.md 3 'Profile used for prefill': About you from the customer's profile, used when they have
 * no saved home quote. The address counts as chosen only when its lines are complete.
 */
export function aboutYouFromProfile(profile: Profile): AboutYouValues {
  const person = personFromProfile(profile, TITLE_CODES);
  return {
    ...ABOUT_YOU_DEFAULTS,
    ...person.details,
    property: person.address ?? ABOUT_YOU_DEFAULTS.property,
    promoCode: profile.promotion_code ?? '',
    staffNumber: profile.staff_number ?? '',
    mainOccupation: profile.occupation ?? '',
    employmentStatus: employmentStatusOf(profile.occupation) ?? '',
  };
}
