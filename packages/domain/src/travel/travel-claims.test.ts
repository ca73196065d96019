import { describe, expect, it } from 'vitest';
import { TRAVEL_EXCESS_SCHEDULE_TEXT, travelClaimExcessCents } from './travel-claims.js';

describe('the excess a travel claim carries, from the policy’s own terms', () => {
  it('is €75 on every claim but a delay, as the Schedule of Benefits says', () => {
    for (const kind of ['medical', 'cancellation', 'baggage', 'other']) {
      expect(travelClaimExcessCents(kind), kind).toBe(75_00);
    }
    expect(travelClaimExcessCents('delay')).toBeNull();
    expect(TRAVEL_EXCESS_SCHEDULE_TEXT).toBe(
      '€75.00 on each claim, whoever of those insured it is for, except a delay claim, which carries none',
    );
  });
});
