import { describe, expect, it } from 'vitest';
import { daysOfCoverGiven, periodDays, proRataCents } from './pro-rata.js';

describe('pro rata by days, in whole cents', () => {
  it('counts both ends of a period, and 29 February in a leap year', () => {
    expect(periodDays('2026-03-01', '2027-02-28')).toBe(365);
    expect(periodDays('2027-03-01', '2028-02-29')).toBe(366);
    expect(periodDays('2026-07-01', '2026-07-01')).toBe(1);
    expect(() => periodDays('2026-07-02', '2026-07-01')).toThrow(RangeError);
  });

  it('gives no days before the start, one on the first day, all on the last day and after', () => {
    expect(daysOfCoverGiven('2026-03-01', '2027-02-28', '2026-02-28')).toBe(0);
    expect(daysOfCoverGiven('2026-03-01', '2027-02-28', '2026-03-01')).toBe(1);
    expect(daysOfCoverGiven('2026-03-01', '2027-02-28', '2027-02-27')).toBe(364);
    expect(daysOfCoverGiven('2026-03-01', '2027-02-28', '2027-02-28')).toBe(365);
    expect(daysOfCoverGiven('2026-03-01', '2027-02-28', '2027-03-01')).toBe(365);
  });

  it('rounds to the nearest cent, half a cent up', () => {
    // €365.00 over 365 days is €1.00 a day exactly.
    expect(proRataCents(365_00, 1, 365)).toBe(100);
    // 100 cents x 1 / 8 = 12.5 cents: up to 13; x 3 / 8 = 37.5: up to 38.
    expect(proRataCents(100, 1, 8)).toBe(13);
    expect(proRataCents(100, 3, 8)).toBe(38);
    // 100 x 1 / 3 = 33.33: down to 33; x 2 / 3 = 66.67: up to 67.
    expect(proRataCents(100, 1, 3)).toBe(33);
    expect(proRataCents(100, 2, 3)).toBe(67);
    expect(proRataCents(48_731, 0, 366)).toBe(0);
    expect(proRataCents(48_731, 366, 366)).toBe(48_731);
    // A leap year's day: €487.31 x 1 / 366 = 133.14 cents.
    expect(proRataCents(48_731, 1, 366)).toBe(133);
    expect(proRataCents(-100, 1, 8)).toBe(-13);
  });

  it('takes whole cents and a share of the period only', () => {
    expect(() => proRataCents(10.5, 1, 2)).toThrow(RangeError);
    expect(() => proRataCents(100, 3, 2)).toThrow(RangeError);
    expect(() => proRataCents(100, -1, 2)).toThrow(RangeError);
    expect(() => proRataCents(100, 0, 0)).toThrow(RangeError);
  });
});
