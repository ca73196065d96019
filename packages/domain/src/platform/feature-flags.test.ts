import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS, FEATURE_FLAG_NAMES, readFeatureFlags } from './feature-flags.js';
import { featureFlagsSchema } from './feature-flags-schema.js';

describe('feature flags', () => {
  it('names the eight flags of the spec, then the agent-mode flag', () => {
    expect(FEATURE_FLAG_NAMES).toEqual([
      'motor_enabled',
      'home_enabled',
      'travel_enabled',
      'marketing_enabled',
      'home_resume_enabled',
      'home_renewal_enabled',
      'bind_upload_enabled',
      'home_premium_discounts_enabled',
      'agent_enabled',
    ]);
  });

  it('defaults every flag to a boolean, with the three products on', () => {
    expect(featureFlagsSchema.parse(DEFAULT_FEATURE_FLAGS)).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(DEFAULT_FEATURE_FLAGS.motor_enabled).toBe(true);
    expect(DEFAULT_FEATURE_FLAGS.home_enabled).toBe(true);
    expect(DEFAULT_FEATURE_FLAGS.travel_enabled).toBe(true);
    // The home journey's banner offers 'Online10': its discounts are on until switched off.
    expect(DEFAULT_FEATURE_FLAGS.home_premium_discounts_enabled).toBe(true);
    // platform.md 1: the agent-mode flag is off in the described build.
    expect(DEFAULT_FEATURE_FLAGS.agent_enabled).toBe(false);
  });

  it('rejects a flags object with a missing or non-boolean flag', () => {
    const { motor_enabled: _dropped, ...missing } = DEFAULT_FEATURE_FLAGS;
    expect(featureFlagsSchema.safeParse(missing).success).toBe(false);
    expect(
      featureFlagsSchema.safeParse({ ...DEFAULT_FEATURE_FLAGS, home_enabled: 'yes' }).success,
    ).toBe(false);
  });

  it('reads a boolean for every flag from an answer and refuses anything else', () => {
    expect(readFeatureFlags({ ...DEFAULT_FEATURE_FLAGS, extra: 1 })).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(() => readFeatureFlags(null)).toThrow();
    expect(() => readFeatureFlags('flags')).toThrow();
    expect(() => readFeatureFlags({ ...DEFAULT_FEATURE_FLAGS, motor_enabled: 'false' })).toThrow(
      'motor_enabled',
    );
    const { travel_enabled: _missing, ...incomplete } = DEFAULT_FEATURE_FLAGS;
    expect(() => readFeatureFlags(incomplete)).toThrow('travel_enabled');
    const { agent_enabled: _agent, ...withoutAgentFlag } = DEFAULT_FEATURE_FLAGS;
    expect(() => readFeatureFlags(withoutAgentFlag)).toThrow('agent_enabled');
  });
});
