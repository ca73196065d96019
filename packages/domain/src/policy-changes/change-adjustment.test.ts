import { describe, expect, it } from 'vitest';
import { changeAdjustment, newPeriodAdjustment } from './change-adjustment.js';

const policy = { startDate: '2026-03-01', endDate: '2027-02-28' };

describe('what a mid-term change costs or returns for the rest of the period', () => {
  it('charges the whole difference from the first day', () => {
    expect(
      changeAdjustment({
        ...policy,
        effectiveDate: '2026-03-01',
        currentAnnualCents: 365_00,
        newAnnualCents: 438_00,
      }),
    ).toEqual({ days_in_period: 365, days_remaining: 365, adjustment_cents: 73_00 });
  });

  it('charges one day’s share on the last day', () => {
    expect(
      changeAdjustment({
        ...policy,
        effectiveDate: '2027-02-28',
        currentAnnualCents: 365_00,
        newAnnualCents: 438_00,
      }),
    ).toMatchObject({ days_remaining: 1, adjustment_cents: 20 });
  });

  it('returns the share of a lower premium, rounded half a cent away from nothing', () => {
    // €1.00 less a year over 8 days of 365: 2.19 cents, so 2 cents back.
    expect(
      changeAdjustment({
        ...policy,
        effectiveDate: '2027-02-21',
        currentAnnualCents: 365_00,
        newAnnualCents: 364_00,
      }),
    ).toMatchObject({ days_remaining: 8, adjustment_cents: -2 });
  });

  it('counts 366 days in a leap year', () => {
    expect(
      changeAdjustment({
        startDate: '2027-03-01',
        endDate: '2028-02-29',
        effectiveDate: '2027-09-01',
        currentAnnualCents: 366_00,
        newAnnualCents: 732_00,
      }),
    ).toEqual({ days_in_period: 366, days_remaining: 182, adjustment_cents: 182_00 });
  });

  it('refuses a day outside the period (the renewal day is the next period’s)', () => {
    const outside = { ...policy, currentAnnualCents: 1, newAnnualCents: 2 };
    expect(() => changeAdjustment({ ...outside, effectiveDate: '2027-03-01' })).toThrow(RangeError);
    expect(() => changeAdjustment({ ...outside, effectiveDate: '2026-02-28' })).toThrow(RangeError);
  });
});

describe('what a change to a new period costs: the difference whole', () => {
  // A single trip of 8 days made annual multi-trip from the same first day.
  const trip = {
    startDate: '2027-01-09',
    endDate: '2027-01-16',
    newEndDate: '2028-01-08',
    currentAnnualCents: 68_48,
    newAnnualCents: 192_53,
  };

  it('charges the whole difference on the first day and on the trip’s last', () => {
    expect(newPeriodAdjustment({ ...trip, effectiveDate: '2027-01-09' })).toEqual({
      days_in_period: 365,
      days_remaining: 365,
      adjustment_cents: 124_05,
    });
    expect(newPeriodAdjustment({ ...trip, effectiveDate: '2027-01-16' })).toEqual({
      days_in_period: 365,
      days_remaining: 358,
      adjustment_cents: 124_05,
    });
  });

  it('refuses a day outside the current period, and a new end that does not outlast it', () => {
    expect(() => newPeriodAdjustment({ ...trip, effectiveDate: '2027-01-17' })).toThrow(RangeError);
    expect(() => newPeriodAdjustment({ ...trip, effectiveDate: '2027-01-08' })).toThrow(RangeError);
    expect(() =>
      newPeriodAdjustment({ ...trip, effectiveDate: '2027-01-09', newEndDate: '2027-01-16' }),
    ).toThrow(RangeError);
    expect(
      newPeriodAdjustment({ ...trip, effectiveDate: '2027-01-09', newEndDate: '2027-01-17' }),
    ).toMatchObject({ days_in_period: 9, adjustment_cents: 124_05 });
  });
});
