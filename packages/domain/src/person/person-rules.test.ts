import { describe, expect, it } from 'vitest';
import { birthDateProblem } from './birth-date-rules.js';
import { emailProblem } from './contact-rules.js';
import { DATE_OF_BIRTH_MESSAGES as D, EMAIL_MESSAGES as E } from './person-messages.js';

const TODAY = new Date(2026, 10, 22, 9, 30);
const day = (year: number, month: number, dayOfMonth: number) => ({
  year,
  month,
  day: dayOfMonth,
});

describe('a policyholder at the boundaries', () => {
  it('takes a policyholder who is 18 today, not one who is 18 tomorrow', () => {
    expect(birthDateProblem(day(2008, 11, 22), TODAY)).toBeUndefined();
    expect(birthDateProblem(day(2008, 11, 23), TODAY)).toBe(D.under18);
  });

  it('takes 1 January 1900, not the day before', () => {
    expect(birthDateProblem(day(1900, 1, 1), TODAY)).toBeUndefined();
    expect(birthDateProblem(day(1899, 12, 31), TODAY)).toBe(D.before1900);
  });

  it('takes an e-mail of 50 characters, not 51', () => {
    expect(emailProblem(`${'a'.repeat(39)}@example.ie`)).toBeUndefined();
    expect(emailProblem(`${'a'.repeat(40)}@example.ie`)).toBe(E.tooLong);
    expect(emailProblem(' ')).toBe(E.required);
  });
});
