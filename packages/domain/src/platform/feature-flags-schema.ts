import { z } from 'zod';
import { FEATURE_FLAG_NAMES, type FeatureFlagName, type FeatureFlags } from './feature-flags.js';

export const featureFlagNameSchema = z.enum(FEATURE_FLAG_NAMES);

/** The answer of GET /feature, as the API declares it. */
export const featureFlagsSchema = z.object(
  Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, z.boolean()])) as Record<
    FeatureFlagName,
    z.ZodBoolean
  >,
) satisfies z.ZodType<FeatureFlags>;
