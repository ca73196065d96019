import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROFILE,
  boughtProductTypes,
  policiesNewestFirst,
  readProfile,
} from './profile.js';
import { profileSchema } from './profile-schema.js';
import { policyTypeOf, productTypeOf } from '../products.js';

const policy = (policy_type: 'HOME' | 'MOTOR' | 'TRAVEL', start_date: string) => ({
  policy_type,
  reference_number: `R-${start_date}`,
  policy_number: `P-${start_date}`,
  policy_id: start_date,
  start_date,
  // The same day a year on: the facts below do not depend on it.
  end_date: start_date.replace(/^\d{4}/, (year) => String(Number(year) + 1)),
  insurer: 'RSA',
  premium_cents: 48_650,
  cover: null,
});

describe('profile', () => {
  it('has a valid default empty profile flagged as the default response', () => {
    expect(profileSchema.parse(DEFAULT_PROFILE).default_response).toBe(true);
    expect(DEFAULT_PROFILE.policies).toEqual([]);
  });

  it('derives the bought product types from the policies', () => {
    expect([...boughtProductTypes({ policies: [] })]).toEqual([]);
    const bought = boughtProductTypes({
      policies: [
        policy('HOME', '2026-01-01'),
        policy('MOTOR', '2026-02-01'),
        policy('HOME', '2025-01-01'),
      ],
    });
    expect([...bought].sort()).toEqual(['car', 'home']);
  });

  it("keeps a policy's premium in whole, non-negative cents", () => {
    const withPremium = (premium_cents: number) =>
      profileSchema.safeParse({
        ...DEFAULT_PROFILE,
        policies: [{ ...policy('HOME', '2026-01-01'), premium_cents }],
      }).success;
    expect(withPremium(48_650)).toBe(true);
    expect(withPremium(486.5)).toBe(false);
    expect(withPremium(-1)).toBe(false);
  });

  it('sorts policies newest start date first', () => {
    const sorted = policiesNewestFirst([
      policy('HOME', '2024-05-01'),
      policy('HOME', '2026-01-31'),
      policy('HOME', '2025-12-01'),
    ]);
    expect(sorted.map((p) => p.start_date)).toEqual(['2026-01-31', '2025-12-01', '2024-05-01']);
  });

  it('maps product types to policy types and back', () => {
    expect(policyTypeOf('car')).toBe('MOTOR');
    expect(policyTypeOf('home')).toBe('HOME');
    expect(productTypeOf('TRAVEL')).toBe('travel');
    expect(productTypeOf('MOTOR')).toBe('car');
  });

  it('reads a profile answer, and anything that is not one as the default empty profile', () => {
    const profile = { ...DEFAULT_PROFILE, first_name: 'Aoife', default_response: false };
    expect(readProfile(profile)).toEqual(profile);
    expect(readProfile(null)).toBe(DEFAULT_PROFILE);
    expect(readProfile({ first_name: 'Aoife' })).toBe(DEFAULT_PROFILE);
    expect(readProfile({ ...profile, policies: 'none' })).toBe(DEFAULT_PROFILE);
    expect(readProfile({ ...profile, address: null })).toBe(DEFAULT_PROFILE);
  });
});
