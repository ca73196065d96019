import {
  addressFieldsOf,
  isoToDisplayDate,
  profileDisplayAddressOf,
  type AddressValues,
  type Profile,
} from '@wallet/domain';

/** What every product's About you takes from the customer's profile (platform.md 3.1). */
export type ProfilePerson<Title extends string> = {
  /** The fields every About you has, named as the forms name them. */
  details: {
    /** The profile's title when it is one of the form's titles; '' otherwise. */
    title: Title | '';
    firstName: string;
    lastName: string;
    email: string;
    /** As the forms take it: 087..., not +353 87... */
    phoneNo: string;
    /** DD/MM/YYYY, or '' */
    dob: string;
  };
  /** The address as a chosen lookup result; null unless its lines are complete. */
  address: AddressValues | null;
};

/** The customer as their profile knows them, in the forms' own terms, with the form's titles. */
export function personFromProfile<Title extends string>(
  profile: Profile,
  titles: readonly Title[],
): ProfilePerson<Title> {
  const lines = addressFieldsOf(profile.address);
  const hasAddress = Boolean(lines.addressLine1.trim() && lines.town.trim() && lines.county.trim());
  const title = (profile.title ?? '').trim().toUpperCase();
  return {
    details: {
      title: titles.find((code) => code === title) ?? '',
      firstName: profile.first_name,
      lastName: profile.last_name,
      email: profile.email ?? '',
      // The profile may hold the number in international form (+353 87...); the forms take 087...
      phoneNo: (profile.phone ?? '').replace(/\s+/g, '').replace(/^\+353/, '0'),
      dob: (profile.date_of_birth && isoToDisplayDate(profile.date_of_birth.slice(0, 10))) || '',
    },
    address: hasAddress
      ? { ...lines, displayAddress: profileDisplayAddressOf(lines), addressChosen: true }
      : null,
  };
}
