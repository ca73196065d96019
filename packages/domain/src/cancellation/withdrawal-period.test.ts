import { describe, expect, it } from 'vitest';
import { withdrawalPeriodEnd } from './withdrawal-period.js';

describe('the withdrawal period', () => {
  it('ends 14 working days after the start, the start not counted', () => {
    // Monday 2 November 2026: 14 working days on is Friday 20 November.
    expect(withdrawalPeriodEnd('2026-11-02', '2026-11-02')).toBe('2026-11-20');
  });

  it('runs from the documents when they are sent after the start', () => {
    expect(withdrawalPeriodEnd('2026-11-02', '2026-11-04')).toBe('2026-11-24');
  });

  it('runs from a later start when the documents came before it', () => {
    expect(withdrawalPeriodEnd('2026-11-04', '2026-11-02')).toBe('2026-11-24');
  });

  it('skips Irish public holidays (a holiday library, not a hand list)', () => {
    // From Monday 14 December 2026: Christmas Day (Friday 25), St Stephen's Day (Saturday 26,
    // given on Monday 28) and New Year's Day are not working days, so the 14th is 6 January 2027.
    expect(withdrawalPeriodEnd('2026-12-14', '2026-12-14')).toBe('2027-01-06');
    // St Patrick's Day (Wednesday 17 March 2027) and Easter Monday (29 March) are skipped; Good
    // Friday (26 March) is a bank holiday, not a public holiday, and counts.
    expect(withdrawalPeriodEnd('2027-03-08', '2027-03-08')).toBe('2027-03-30');
  });

  it('is never shorter than the 14 calendar days of the distance-selling rules', () => {
    const end = withdrawalPeriodEnd('2026-06-01', '2026-06-01');
    expect(end >= '2026-06-15').toBe(true);
  });
});
