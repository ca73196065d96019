import { HOUSEHOLD_QUESTION_CODES } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { FBD_HOME_TABLES } from './fbd-home-engine.js';
import {
  applyFactor,
  countyOf,
  HOUSEHOLD_ACCEPTED_ANSWERS,
  IRISH_COUNTIES,
  perThousand,
  roundHalfUp,
} from './home-rating-core.js';
import { RSA_HOME_TABLES } from './rsa-home-engine.js';

describe('rating arithmetic', () => {
  it('rounds half up to the cent', () => {
    expect(roundHalfUp(5, 2)).toBe(3);
    expect(roundHalfUp(7, 2)).toBe(4);
    expect(roundHalfUp(44, 10)).toBe(4);
    expect(roundHalfUp(45, 10)).toBe(5);
    expect(roundHalfUp(0, 7)).toBe(0);
    expect(() => roundHalfUp(-1, 2)).toThrow(RangeError);
    expect(() => roundHalfUp(1.5, 2)).toThrow(RangeError);
  });

  it('applies factors in basis points and rates per 1,000 euro', () => {
    expect(applyFactor(36_047, 9_700)).toBe(34_966);
    expect(applyFactor(10_005, 5_000)).toBe(5_003);
    expect(perThousand(25_000_000, 85)).toBe(21_250);
    expect(perThousand(1_000_050, 1)).toBe(10);
  });
});

describe('counties', () => {
  it('reads all 26 counties however they are written', () => {
    for (const county of IRISH_COUNTIES) {
      expect(countyOf(county)).toBe(county);
      expect(countyOf(`Co. ${county.toUpperCase()}`)).toBe(county);
      expect(countyOf(`County ${county}`)).toBe(county);
    }
    expect(IRISH_COUNTIES).toHaveLength(26);
    expect(countyOf('Dublin 6W')).toBe('Dublin');
    expect(countyOf('Dún Laoghaire-Rathdown')).toBe('Dublin');
    expect(countyOf('Fingal')).toBe('Dublin');
    expect(countyOf('Antrim')).toBeUndefined();
    expect(countyOf('')).toBeUndefined();
  });

  it('zones every county in both insurers, Dublin the dearest', () => {
    for (const tables of [RSA_HOME_TABLES, FBD_HOME_TABLES]) {
      const factors = IRISH_COUNTIES.map((county) => tables.zoneFactor[tables.countyZone[county]]);
      expect(factors.every((factor) => typeof factor === 'number')).toBe(true);
      expect(Math.max(...(factors as number[]))).toBe(tables.zoneFactor[tables.countyZone.Dublin]);
    }
  });
});

describe('household questions', () => {
  it('has an accepted answer for every question code of home.md 3', () => {
    expect(Object.keys(HOUSEHOLD_ACCEPTED_ANSWERS).sort()).toEqual(
      [...HOUSEHOLD_QUESTION_CODES].sort(),
    );
  });
});
