import { z } from 'zod';

/** The eight server-side switches of platform.md 3.2, in the spec's order. */
export const FEATURE_FLAG_NAMES = [
  'motor_enabled',
  'home_enabled',
  'travel_enabled',
  'marketing_enabled',
  'home_resume_enabled',
  'home_renewal_enabled',
  'bind_upload_enabled',
  'home_premium_discounts_enabled',
] as const;

export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];

export const featureFlagNameSchema = z.enum(FEATURE_FLAG_NAMES);

export const featureFlagsSchema = z.object(
  Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, z.boolean()])) as Record<
    FeatureFlagName,
    z.ZodBoolean
  >,
);

export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

/**
 * What a fresh installation starts with, and what the app assumes while the flags load or when
 * the call fails. Products are on; features that need extra back-office setup start off.
 */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  motor_enabled: true,
  home_enabled: true,
  travel_enabled: true,
  marketing_enabled: true,
  home_resume_enabled: true,
  home_renewal_enabled: true,
  bind_upload_enabled: false,
  home_premium_discounts_enabled: false,
};
