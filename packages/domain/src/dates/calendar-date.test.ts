import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageOn,
  calendarDateOf,
  daysBetween,
  displayToIsoDate,
  isoToDisplayDate,
  parseDisplayDate,
  parseIsoDate,
} from './calendar-date.js';

describe('parseDisplayDate', () => {
  it('reads DD/MM/YYYY', () => {
    expect(parseDisplayDate('09/03/1984')).toEqual({ year: 1984, month: 3, day: 9 });
    expect(parseDisplayDate(' 29/02/2024 ')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const text of [
      '29/02/2023',
      '31/04/2024',
      '00/01/2024',
      '01/13/2024',
      '1/1/2024',
      '2024-01-01',
      '',
    ]) {
      expect(parseDisplayDate(text)).toBeUndefined();
    }
    expect(parseDisplayDate('29/02/2000')).toBeDefined();
    expect(parseDisplayDate('29/02/1900')).toBeUndefined();
  });
});

describe('conversions', () => {
  it('turns DD/MM/YYYY into YYYY-MM-DD and back', () => {
    expect(displayToIsoDate('31/01/1990')).toBe('1990-01-31');
    expect(isoToDisplayDate('1990-01-31')).toBe('31/01/1990');
    expect(displayToIsoDate('31/02/1990')).toBeUndefined();
    expect(isoToDisplayDate('1990-02-31')).toBeUndefined();
    expect(parseIsoDate('0050-06-01')).toEqual({ year: 50, month: 6, day: 1 });
  });

  it('takes the calendar day of an instant in local time', () => {
    expect(calendarDateOf(new Date(2026, 0, 1, 0, 0, 1))).toEqual({ year: 2026, month: 1, day: 1 });
  });
});

describe('day arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays({ year: 2026, month: 11, day: 22 }, 90)).toEqual({
      year: 2027,
      month: 2,
      day: 20,
    });
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
    expect(daysBetween({ year: 2024, month: 1, day: 1 }, { year: 2025, month: 1, day: 1 })).toBe(
      366,
    );
    expect(daysBetween({ year: 2025, month: 1, day: 1 }, { year: 2024, month: 12, day: 31 })).toBe(
      -1,
    );
  });
});

describe('ageOn', () => {
  const birth = { year: 2008, month: 11, day: 22 };

  it('counts a year on the birthday itself', () => {
    expect(ageOn(birth, { year: 2026, month: 11, day: 22 })).toBe(18);
    expect(ageOn(birth, { year: 2026, month: 11, day: 21 })).toBe(17);
  });

  it('ages a 29 February birthday on 1 March in a common year', () => {
    const leap = { year: 2008, month: 2, day: 29 };
    expect(ageOn(leap, { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageOn(leap, { year: 2026, month: 3, day: 1 })).toBe(18);
  });
});
