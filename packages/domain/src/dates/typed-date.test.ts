import { describe, expect, it } from 'vitest';
import { normaliseTypedDate, parseTypedDate, typedToIsoDate } from './typed-date.js';

/** 23 November 2026, the day issue 14's dates were typed. */
const TODAY = new Date(2026, 10, 23, 12);

describe('a date as people type it', () => {
  it.each([
    ['14-7-88', 'past', '14/07/1988'],
    ['14/7/88', 'past', '14/07/1988'],
    ['14.07.1988', 'past', '14/07/1988'],
    ['14 7 1988', 'past', '14/07/1988'],
    [' 14 / 07 / 1988 ', 'past', '14/07/1988'],
    ['14071988', 'past', '14/07/1988'],
    ['140788', 'past', '14/07/1988'],
    ['1/12/26', 'near', '01/12/2026'],
    ['1-12-26', 'near', '01/12/2026'],
    ['01/12/2026', 'near', '01/12/2026'],
    ['29/2/2028', 'near', '29/02/2028'],
  ] as const)('reads %j (%s) as %s', (typed, years, shown) => {
    expect(normaliseTypedDate(typed, years, TODAY)).toBe(shown);
  });

  it('reads a two-digit birth or claim year as the latest such year not after this year', () => {
    expect(typedToIsoDate('1/1/26', 'past', TODAY)).toBe('2026-01-01');
    expect(typedToIsoDate('1/1/27', 'past', TODAY)).toBe('1927-01-01');
    expect(typedToIsoDate('1/1/00', 'past', TODAY)).toBe('2000-01-01');
    expect(typedToIsoDate('1/1/99', 'past', TODAY)).toBe('1999-01-01');
  });

  it('reads a two-digit start year as the such year nearest this year, 50 years either way', () => {
    expect(typedToIsoDate('1/1/27', 'near', TODAY)).toBe('2027-01-01');
    expect(typedToIsoDate('1/1/75', 'near', TODAY)).toBe('2075-01-01');
    expect(typedToIsoDate('1/1/76', 'near', TODAY)).toBe('1976-01-01');
    expect(typedToIsoDate('1/1/25', 'near', TODAY)).toBe('2025-01-01');
  });

  it.each([
    '',
    '14/78/8',
    '31/02/2026',
    '29/02/2027',
    '0/1/2026',
    '1/13/2026',
    '1/1/026',
    '1/1/2',
    '147188',
    '1471988',
    '2026-12-01',
    '12/2026',
    'first of December',
    '1//12//2026x',
  ])('refuses %j, leaving it as typed', (typed) => {
    expect(parseTypedDate(typed, 'near', TODAY)).toBeUndefined();
    expect(normaliseTypedDate(typed, 'near', TODAY)).toBe(typed);
  });
});
