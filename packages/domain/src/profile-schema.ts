import { z } from 'zod';
import { policyTypeSchema } from './product-schemas.js';

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
