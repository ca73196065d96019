/**
 * The server-side switches: the eight of platform.md 3.2 in the spec's order, then the agent-mode
 * flag platform.md 1 names beside them (off in the described build).
 */
export const FEATURE_FLAG_NAMES = [
  'motor_enabled',
  'home_enabled',
  'travel_enabled',
  'marketing_enabled',
  'home_resume_enabled',
  'home_renewal_enabled',
  'bind_upload_enabled',
  'home_premium_discounts_enabled',
  'agent_enabled',
] as const;

export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];

/** platform.md 3.2: all are booleans. */
export type FeatureFlags = Record<FeatureFlagName, boolean>;

/**
 * Reads the flags call's answer without a schema library, so the first page stays small. Anything
 * but a boolean for every flag is refused, and the caller falls back to the defaults.
 */
export function readFeatureFlags(value: unknown): FeatureFlags {
  if (typeof value !== 'object' || value === null)
    throw new Error('Feature flags are not an object');
  const record = value as Record<string, unknown>;
  const flags = {} as FeatureFlags;
  for (const name of FEATURE_FLAG_NAMES) {
    const flag = record[name];
    if (typeof flag !== 'boolean') throw new Error(`Feature flag ${name} is not a boolean`);
    flags[name] = flag;
  }
  return flags;
}

/**
 * What a fresh installation starts with, and what the app assumes while the flags load or when
 * the call fails. Products are on; features that need extra back-office setup start off. The
 * home promotion and staff discounts are on: the journey advertises 'Online10' beside the form,
 * and the flag is the switch that withdraws them (an installation keeps the value it stored).
 */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  motor_enabled: true,
  home_enabled: true,
  travel_enabled: true,
  marketing_enabled: true,
  home_resume_enabled: true,
  home_renewal_enabled: true,
  bind_upload_enabled: false,
  home_premium_discounts_enabled: true,
  // platform.md 1 and 4.1: agent sign-on through the staff directory is off until switched on.
  agent_enabled: false,
};
