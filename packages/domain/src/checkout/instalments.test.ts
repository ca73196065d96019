import { describe, expect, it } from 'vitest';
import { homeInstalmentPlan } from './instalments.js';

describe('home instalments', () => {
  it('is 12 payments of the twelfth rounded up to the cent', () => {
    expect(homeInstalmentPlan(22689)).toEqual({
      instalments: 12,
      instalmentCents: 1891,
      totalCents: 22692,
    });
  });

  it('adds nothing when the premium divides by 12', () => {
    expect(homeInstalmentPlan(24000)).toEqual({
      instalments: 12,
      instalmentCents: 2000,
      totalCents: 24000,
    });
    expect(homeInstalmentPlan(24001).instalmentCents).toBe(2001);
  });
});
