import { describe, expect, it } from 'vitest';
import { carClaimExcessCents, carExcessScheduleText } from './car-claims.js';

describe('the excess a car claim carries, from the policy’s own terms', () => {
  it('is the car’s own-damage or glass excess, none where the cover pays others only', () => {
    expect(carClaimExcessCents('COMPREHENSIVE', 'collision')).toBe(300_00);
    expect(carClaimExcessCents('COMPREHENSIVE', 'glass')).toBe(75_00);
    expect(carClaimExcessCents('COMPREHENSIVE', 'other')).toBe(300_00);
    expect(carClaimExcessCents('THIRD_PARTY_AND_THEFT', 'theft')).toBe(300_00);
    expect(carClaimExcessCents('THIRD_PARTY_AND_THEFT', 'fire')).toBe(300_00);
    expect(carClaimExcessCents('THIRD_PARTY_AND_THEFT', 'glass')).toBe(75_00);
    for (const kind of ['collision', 'vandalism', 'other']) {
      expect(carClaimExcessCents('THIRD_PARTY_AND_THEFT', kind), kind).toBeNull();
    }
    expect(carExcessScheduleText('COMPREHENSIVE')).toBe(
      '€300.00 on each claim for damage to or theft of your car; €75.00 on a windscreen or glass claim; none on claims by others',
    );
  });
});
