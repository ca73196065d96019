import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS, FEATURE_FLAG_NAMES, featureFlagsSchema } from './feature-flags.js';

describe('feature flags', () => {
  it('names the eight flags of the spec', () => {
    expect(FEATURE_FLAG_NAMES).toEqual([
      'motor_enabled',
      'home_enabled',
      'travel_enabled',
      'marketing_enabled',
      'home_resume_enabled',
      'home_renewal_enabled',
      'bind_upload_enabled',
      'home_premium_discounts_enabled',
    ]);
  });

  it('defaults every flag to a boolean, with the three products on', () => {
    expect(featureFlagsSchema.parse(DEFAULT_FEATURE_FLAGS)).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(DEFAULT_FEATURE_FLAGS.motor_enabled).toBe(true);
    expect(DEFAULT_FEATURE_FLAGS.home_enabled).toBe(true);
    expect(DEFAULT_FEATURE_FLAGS.travel_enabled).toBe(true);
  });

  it('rejects a flags object with a missing or non-boolean flag', () => {
    const { motor_enabled: _dropped, ...missing } = DEFAULT_FEATURE_FLAGS;
    expect(featureFlagsSchema.safeParse(missing).success).toBe(false);
    expect(
      featureFlagsSchema.safeParse({ ...DEFAULT_FEATURE_FLAGS, home_enabled: 'yes' }).success,
    ).toBe(false);
  });
});
