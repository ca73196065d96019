import { describe, expect, it } from 'vitest';
import type { ProfilePolicy } from '@wallet/domain';
import { policyPeriodLabels } from './policy-periods';

const period = (overrides: Partial<ProfilePolicy>): ProfilePolicy => ({
  policy_type: 'HOME',
  reference_number: 'HPR-1',
  policy_number: 'BHH0000001',
  policy_id: 'POL-H-1',
  start_date: '2025-12-28',
  end_date: '2026-12-27',
  insurer: 'RSA',
  premium_cents: 50_000,
  cover: 'Buildings and contents',
  renews_policy_id: null,
  ...overrides,
});

describe('policyPeriodLabels', () => {
  it('labels the period in force and its renewal with the same insurer', () => {
    const current = period({});
    const renewed = period({
      policy_id: 'POL-H-2',
      reference_number: 'HPR-2',
      start_date: '2026-12-28',
      end_date: '2027-12-27',
      renews_policy_id: 'POL-H-1',
    });
    expect(policyPeriodLabels([renewed, current])).toEqual(
      new Map([
        ['POL-H-1', 'Current'],
        ['POL-H-2', 'Renewed from 28/12/2026'],
      ]),
    );
  });

  it("says when the other insurer's policy starts, and labels nothing on its own", () => {
    const current = period({});
    const transfer = period({
      policy_id: 'POL-H-3',
      policy_number: 'BHH0000003',
      insurer: 'FBD',
      start_date: '2026-12-28',
      renews_policy_id: 'POL-H-1',
    });
    expect(policyPeriodLabels([transfer, current]).get('POL-H-3')).toBe('Starts 28/12/2026');
    // The renewed period has ended and left the wallet: its renewal needs no label.
    expect(policyPeriodLabels([transfer]).size).toBe(0);
    expect(policyPeriodLabels([current]).size).toBe(0);
  });
});
