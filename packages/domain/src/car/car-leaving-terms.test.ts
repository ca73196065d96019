import { describe, expect, it } from 'vitest';
import { CAR_CANCELLATION_TERMS } from './car-checkout-summary.js';
import { CAR_PRODUCT_FACTS } from './car-product.js';

describe('the car insurer’s terms for leaving early', () => {
  it('refunds a withdrawal in full and keeps €50.00 from a later cancellation’s refund', () => {
    expect(CAR_PRODUCT_FACTS.leavingTerms('RSA')).toEqual({
      feeCents: 50_00,
      withdrawalInFull: true,
    });
    expect(CAR_CANCELLATION_TERMS).toContain('refunds the premium you have paid in full');
    expect(CAR_CANCELLATION_TERMS).toContain('less a cancellation fee of €50.00');
  });
});
