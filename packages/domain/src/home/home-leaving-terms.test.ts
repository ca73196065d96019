import { describe, expect, it } from 'vitest';
import { HOME_CANCELLATION_TERMS } from './home-insurer-terms.js';
import { homeLeavingTermsOf } from './home-leaving-terms.js';
import { HOME_PRODUCT_FACTS } from './home-product.js';

describe('each home insurer’s terms for leaving early (home.md 9)', () => {
  it('RSA refunds a withdrawal in full and keeps a fee; FBD keeps the days, with no fee', () => {
    expect(HOME_PRODUCT_FACTS.leavingTerms).toBe(homeLeavingTermsOf);
    expect(homeLeavingTermsOf('RSA')).toEqual({ feeCents: 30_00, withdrawalInFull: true });
    expect(homeLeavingTermsOf('FBD')).toEqual({ feeCents: 0, withdrawalInFull: false });
    // A policy naming no insurer we know: the stricter of the two.
    expect(homeLeavingTermsOf(null)).toEqual({ feeCents: 30_00, withdrawalInFull: false });
    expect(homeLeavingTermsOf('AXA')).toEqual({ feeCents: 30_00, withdrawalInFull: false });
  });

  it('the terms as printed say the same', () => {
    expect(HOME_CANCELLATION_TERMS.RSA).toContain('refunds the premium you have paid in full');
    expect(HOME_CANCELLATION_TERMS.RSA).toContain('less a cancellation fee of €30.00');
    expect(HOME_CANCELLATION_TERMS.FBD).toContain('unused portion');
    expect(HOME_CANCELLATION_TERMS.FBD).not.toContain('fee');
  });
});
