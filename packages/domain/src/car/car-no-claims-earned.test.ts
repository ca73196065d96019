import { describe, expect, it } from 'vitest';
import {
  claimEffectOnBonus,
  noClaimsEarned,
  noClaimsEarnedInWords,
} from './car-no-claims-earned.js';

const TODAY = '2026-12-01';
const running = { status: 'active', startDate: '2026-06-01', endDate: '2027-05-31' };
const ranItsYear = { status: 'active', startDate: '2025-12-01', endDate: '2026-11-30' };
const base = {
  pricedYears: 3 as const,
  protectedBonus: false,
  policy: running,
  claims: [],
  today: TODAY,
};

describe('claimEffectOnBonus', () => {
  it('counts a claim once approved or settled, never a declined or a glass claim', () => {
    expect(claimEffectOnBonus({ kind: 'collision', stage: 'approved' })).toBe('counts');
    expect(claimEffectOnBonus({ kind: 'theft', stage: 'settled' })).toBe('counts');
    expect(claimEffectOnBonus({ kind: 'collision', stage: 'declined' })).toBe('does_not_count');
    expect(claimEffectOnBonus({ kind: 'glass', stage: 'settled' })).toBe('does_not_count');
    for (const stage of ['received', 'being_assessed', 'awaiting_information'] as const) {
      expect(claimEffectOnBonus({ kind: 'collision', stage })).toBe('undecided');
    }
  });
});

describe('noClaimsEarned', () => {
  it('is the years priced with while the period runs, to its last day', () => {
    expect(noClaimsEarned(base)).toMatchObject({
      years: 3,
      yearEarned: false,
      periodCompleted: false,
    });
    expect(noClaimsEarned({ ...base, policy: { ...running, endDate: TODAY } }).yearEarned).toBe(
      false,
    );
  });

  it('earns a year the day after a period ran to its end without a claim that counts', () => {
    expect(noClaimsEarned({ ...base, policy: ranItsYear })).toMatchObject({
      years: 4,
      yearEarned: true,
    });
    // Renewed or lapsed, the period still ran its course.
    expect(noClaimsEarned({ ...base, policy: { ...ranItsYear, status: 'renewed' } }).years).toBe(4);
    expect(
      noClaimsEarned({
        ...base,
        policy: ranItsYear,
        claims: [
          { kind: 'glass', stage: 'settled' },
          { kind: 'collision', stage: 'declined' },
        ],
      }).years,
    ).toBe(4);
  });

  it('earns nothing for a period cancelled before its end', () => {
    const cancelled = { ...ranItsYear, status: 'cancelled', endDate: '2026-06-30' };
    expect(noClaimsEarned({ ...base, policy: cancelled })).toMatchObject({
      years: 3,
      periodCompleted: false,
    });
  });

  it('steps back three years a claim that counts, to no less than none', () => {
    const collision = { kind: 'collision', stage: 'settled' } as const;
    expect(noClaimsEarned({ ...base, pricedYears: 4, claims: [collision] })).toMatchObject({
      years: 1,
      claimsCounted: 1,
      stepBackYears: 3,
    });
    expect(noClaimsEarned({ ...base, pricedYears: 3, claims: [collision] }).years).toBe(0);
    expect(noClaimsEarned({ ...base, pricedYears: 4, claims: [collision, collision] }).years).toBe(
      0,
    );
    // The period with the claim earns no year either.
    expect(
      noClaimsEarned({ ...base, pricedYears: 4, policy: ranItsYear, claims: [collision] }).years,
    ).toBe(1);
  });

  it('keeps the years when the discount is protected, though the claim year earns none', () => {
    const collision = { kind: 'collision', stage: 'approved' } as const;
    expect(
      noClaimsEarned({ ...base, protectedBonus: true, policy: ranItsYear, claims: [collision] }),
    ).toMatchObject({ years: 3, stepBackYears: 0, yearEarned: false });
  });

  it('does not reduce the years for a claim still being decided, but counts it', () => {
    expect(
      noClaimsEarned({ ...base, claims: [{ kind: 'theft', stage: 'being_assessed' }] }),
    ).toMatchObject({ years: 3, claimsUndecided: 1, claimsCounted: 0 });
  });

  it('counts from the top band as a floor', () => {
    const fiveOrMore = noClaimsEarned({ ...base, pricedYears: 5, policy: ranItsYear });
    expect(fiveOrMore).toMatchObject({ years: 6, atLeast: true });
    expect(noClaimsEarnedInWords(fiveOrMore)).toBe('At least 6 years');
  });
});

describe('noClaimsEarnedInWords', () => {
  it('says none, one year or the years', () => {
    expect(noClaimsEarnedInWords({ years: 0, atLeast: false })).toBe('None');
    expect(noClaimsEarnedInWords({ years: 1, atLeast: false })).toBe('1 year');
    expect(noClaimsEarnedInWords({ years: 4, atLeast: false })).toBe('4 years');
  });
});
