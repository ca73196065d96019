import {
  ABOUT_YOU_DEFAULTS,
  employmentStatusOf,
  isoToDisplayDate,
  profileDisplayAddressOf,
  TITLE_CODES,
  type AboutYouValues,
  type Profile,
} from '@wallet/domain';

function titleOf(title: string | null): AboutYouValues['title'] {
  const code = (title ?? '').trim().toUpperCase();
  return (TITLE_CODES as readonly string[]).includes(code) ? (code as AboutYouValues['title']) : '';
}

/**
 * home.md 3 'Profile used for prefill': About you from the customer's profile, used when they have
 * no saved home quote. The address counts as chosen only when its lines are complete.
 */
export function aboutYouFromProfile(profile: Profile): AboutYouValues {
  const address = profile.address;
  const lines = {
    addressLine1: address.address_line1 ?? '',
    addressLine2: address.address_line2 ?? '',
    addressLine3: address.address_line3 ?? '',
    town: address.town ?? '',
    county: address.county ?? '',
    eircode: address.eircode ?? '',
  };
  const hasAddress = Boolean(lines.addressLine1.trim() && lines.town.trim() && lines.county.trim());
  return {
    ...ABOUT_YOU_DEFAULTS,
    title: titleOf(profile.title),
    firstName: profile.first_name,
    lastName: profile.last_name,
    email: profile.email ?? '',
    // The profile may hold the number in international form (+353 87...); the form takes 087...
    phoneNo: (profile.phone ?? '').replace(/\s+/g, '').replace(/^\+353/, '0'),
    dob: (profile.date_of_birth && isoToDisplayDate(profile.date_of_birth.slice(0, 10))) || '',
    property: hasAddress
      ? { ...lines, displayAddress: profileDisplayAddressOf(lines), addressChosen: true }
      : ABOUT_YOU_DEFAULTS.property,
    promoCode: profile.promotion_code ?? '',
    staffNumber: profile.staff_number ?? '',
    mainOccupation: profile.occupation ?? '',
    employmentStatus: employmentStatusOf(profile.occupation) ?? '',
  };
}
