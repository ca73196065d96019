import { z } from 'zod';
import { policyTypeSchema, productTypeOf, type ProductType } from './products.js';

/** platform.md 3.1: a policy as the profile lists it. */
export const profilePolicySchema = z.object({
  policy_type: policyTypeSchema,
  reference_number: z.string(),
  policy_number: z.string(),
  policy_id: z.string(),
  /** ISO date, year-month-day. */
  start_date: z.string(),
});
export type ProfilePolicy = z.infer<typeof profilePolicySchema>;

export const profileAddressSchema = z.object({
  address_line1: z.string(),
  address_line2: z.string(),
  address_line3: z.string(),
  town: z.string(),
  county: z.string(),
  eircode: z.string(),
});
export type ProfileAddress = z.infer<typeof profileAddressSchema>;

export const EMPTY_ADDRESS: ProfileAddress = {
  address_line1: '',
  address_line2: '',
  address_line3: '',
  town: '',
  county: '',
  eircode: '',
};

/** platform.md 3.1: the answer of GET /profile/profile. */
export const profileSchema = z.object({
  title: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  phone: z.string().nullable(),
  address: profileAddressSchema,
  occupation: z.string().nullable(),
  promotion_code: z.string().nullable(),
  staff_number: z.string().nullable(),
  user_id: z.string().nullable(),
  policies: z.array(profilePolicySchema),
  quote: z.record(z.string(), z.unknown()).nullable(),
  /** True only on the default empty profile (platform.md 3.1). */
  default_response: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

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
