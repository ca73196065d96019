import { describe, expect, it } from 'vitest';
import { perilOfClaimKind } from '../claims/claim-form-facts.js';
import { HOME_CLAIM_FACTS, homeClaimExcessCents } from './home-claims.js';
import { CLAIM_TYPES } from './home-lists.js';

describe('the excess a home claim carries, from the policy’s own terms', () => {
  it('is the home policy’s excess, its water damage excess for an escape of water', () => {
    expect(homeClaimExcessCents('3', 'storm')).toBe(500_00);
    expect(homeClaimExcessCents('3', 'escape_of_water')).toBe(850_00);
    expect(homeClaimExcessCents('4', 'theft')).toBe(250_00);
    expect(homeClaimExcessCents('1', 'escape_of_water')).toBe(1_350_00);
  });
});

describe('a paid home claim in the claims history', () => {
  it('is recorded under one of the quote form’s claim types', () => {
    for (const kind of HOME_CLAIM_FACTS.kinds) {
      expect(CLAIM_TYPES, kind.code).toContain(perilOfClaimKind(kind));
    }
  });
});
