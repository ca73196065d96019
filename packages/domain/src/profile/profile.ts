import { productTypeOf, type ProductType } from '../products.js';
import type { Profile, ProfileAddress, ProfilePolicy } from './profile-schema.js';

/** An address with every line empty. */
export const EMPTY_ADDRESS: ProfileAddress = {
  address_line1: '',
  address_line2: '',
  address_line3: '',
  town: '',
  county: '',
  eircode: '',
};

/** An address's lines that are filled in, in order: street lines, town, county, Eircode. */
export function addressLinesOf(address: ProfileAddress): string[] {
  return [
    address.address_line1,
    address.address_line2,
    address.address_line3,
    address.town,
    address.county,
    address.eircode,
  ]
    .map((line) => line?.trim() ?? '')
    .filter(Boolean);
}

/** The default empty profile: what the app uses when nobody is signed in or the call fails. */
export const DEFAULT_PROFILE: Profile = {
  title: null,
  first_name: '',
  last_name: '',
  email: null,
  date_of_birth: null,
  phone: null,
  address: EMPTY_ADDRESS,
  occupation: null,
  promotion_code: null,
  staff_number: null,
  user_id: null,
  policies: [],
  quote: null,
  default_response: true,
};

/** platform.md 3.1: the client derives which product types were bought from the policies. */
export function boughtProductTypes(profile: Pick<Profile, 'policies'>): Set<ProductType> {
  return new Set(profile.policies.map((policy) => productTypeOf(policy.policy_type)));
}

/** platform.md 2.8: newest start date first. */
export function policiesNewestFirst<T extends Pick<ProfilePolicy, 'start_date'>>(
  policies: T[],
): T[] {
  return [...policies].sort((a, b) => b.start_date.localeCompare(a.start_date));
}

/**
 * A light check of the profile call's answer for the app (the API validates what it sends with
 * profileSchema); anything that is not a profile reads as the default empty profile.
 */
export function readProfile(value: unknown): Profile {
  if (typeof value !== 'object' || value === null) return DEFAULT_PROFILE;
  const candidate = value as Partial<Profile>;
  const looksRight =
    typeof candidate.first_name === 'string' &&
    Array.isArray(candidate.policies) &&
    typeof candidate.address === 'object' &&
    candidate.address !== null;
  return looksRight ? (candidate as Profile) : DEFAULT_PROFILE;
}
