import { describe, expect, it } from 'vitest';
import {
  CAR_ADDITIONAL_DRIVER_OCCUPATION_CODES,
  EMPLOYMENT_STATUSES,
  employmentStatusOf,
} from './occupation.js';

describe('employmentStatusOf', () => {
  it('keeps the five codes that are a status of their own', () => {
    for (const code of ['OCC143', 'OCC234', 'OCC260', 'SEF', 'UAC']) {
      expect(employmentStatusOf(code)).toBe(code);
    }
  });

  it('treats any other occupation as employed', () => {
    expect(employmentStatusOf('ACC')).toBe('EMP');
    expect(employmentStatusOf('occ143')).toBe('EMP');
  });

  it('gives no status without an occupation', () => {
    expect(employmentStatusOf(undefined)).toBeUndefined();
    expect(employmentStatusOf(null)).toBeUndefined();
    expect(employmentStatusOf('  ')).toBeUndefined();
  });

  it('lists the six statuses', () => {
    expect(EMPLOYMENT_STATUSES).toEqual(['OCC143', 'EMP', 'OCC234', 'OCC260', 'SEF', 'UAC']);
  });
});

describe('car additional-driver occupation codes', () => {
  it('keeps the codes of platform.md 3.4', () => {
    expect(CAR_ADDITIONAL_DRIVER_OCCUPATION_CODES).toEqual({
      housewifeOrHousehusband: 'HBG',
      retired: 'RAO',
      student: 'SDA',
    });
  });
});
