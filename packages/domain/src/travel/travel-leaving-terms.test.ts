import { describe, expect, it } from 'vitest';
import { TRAVEL_CANCELLATION_TERMS } from './travel-checkout-summary.js';
import { TRAVEL_PRODUCT_FACTS } from './travel-product.js';

describe('the travel insurer’s terms for leaving early', () => {
  it('keeps the days of cover once it has started, and €15.00 from a later cancellation’s refund', () => {
    expect(TRAVEL_PRODUCT_FACTS.leavingTerms(null)).toEqual({
      feeCents: 15_00,
      withdrawalInFull: false,
    });
    expect(TRAVEL_CANCELLATION_TERMS).toContain('before your cover starts');
    expect(TRAVEL_CANCELLATION_TERMS).toContain('less a cancellation fee of €15.00');
    expect(TRAVEL_CANCELLATION_TERMS).not.toContain('not refunded');
  });
});
