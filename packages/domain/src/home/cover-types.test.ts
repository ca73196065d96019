import { describe, expect, it } from 'vitest';
import {
  DWELLING_TYPES,
  HOME_COVER_TYPES,
  HOME_COVER_TYPE_LABELS,
  coverTypeOfDwellingType,
  dwellingTypeOf,
  isHomeCoverType,
  proposerTypeOf,
  residenceTypeOf,
} from './cover-types.js';

describe('home cover types', () => {
  it('keeps the seven values and labels of platform.md 3.6', () => {
    expect(HOME_COVER_TYPES.map((type) => [type, HOME_COVER_TYPE_LABELS[type]])).toEqual([
      ['ownLive', 'I own and live in this property'],
      ['ownRent', 'I own and rent out this property'],
      ['ownHoliday', 'I own this property and use it as a holiday home'],
      ['rent', 'I rent from someone'],
      ['ownUnoccupied', 'I own this property and it is unoccupied'],
      ['ownConstruction', 'I own this property and it is under construction'],
      ['ownRenovation', 'I own this property and it is under renovation'],
    ]);
  });

  it('recognises only those values', () => {
    expect(isHomeCoverType('ownLive')).toBe(true);
    expect(isHomeCoverType('own')).toBe(false);
    expect(isHomeCoverType(undefined)).toBe(false);
  });
});

describe('dwellingTypeOf', () => {
  it('maps the cover types that need no further answer', () => {
    expect(dwellingTypeOf({ coverType: 'ownLive' })).toBe('Owner Occupied');
    expect(dwellingTypeOf({ coverType: 'rent' })).toBe('Rented - Family');
    expect(dwellingTypeOf({ coverType: 'ownUnoccupied' })).toBe('Unoccupied');
    expect(dwellingTypeOf({ coverType: 'ownConstruction' })).toBe('Course of Construction');
    expect(dwellingTypeOf({ coverType: 'ownRenovation' })).toBe('Under Renovation');
  });

  it('gives a family unit precedence over the tenant type and count', () => {
    expect(
      dwellingTypeOf({
        coverType: 'ownRent',
        isFamilyUnit: true,
        tenantType: 'Students',
        numTenants: 4,
      }),
    ).toBe('Own Rented - Family');
  });

  it('uses Students before the tenant count', () => {
    expect(
      dwellingTypeOf({
        coverType: 'ownRent',
        isFamilyUnit: false,
        tenantType: 'Students',
        numTenants: 3,
      }),
    ).toBe('Rented - Students');
  });

  it('counts other tenants from one person to eight people', () => {
    const byCount = [1, 2, 3, 4, 5, 6, 7, 8].map((numTenants) =>
      dwellingTypeOf({
        coverType: 'ownRent',
        isFamilyUnit: false,
        tenantType: 'NonStudents',
        numTenants,
      }),
    );
    expect(byCount[0]).toBe('Rented - One Person');
    expect(byCount[1]).toBe('Rented - Two People');
    expect(byCount[7]).toBe('Rented - Eight People');
    expect(new Set(byCount).size).toBe(8);
  });

  it('treats more than eight tenants as the 8+ option', () => {
    expect(
      dwellingTypeOf({ coverType: 'ownRent', tenantType: 'NonStudents', numTenants: 12 }),
    ).toBe('Rented - Eight People');
  });

  it('refuses a rented-out home without a valid tenant count', () => {
    expect(() => dwellingTypeOf({ coverType: 'ownRent', tenantType: 'NonStudents' })).toThrow(
      RangeError,
    );
    expect(() =>
      dwellingTypeOf({ coverType: 'ownRent', tenantType: 'NonStudents', numTenants: 0 }),
    ).toThrow(RangeError);
    expect(() =>
      dwellingTypeOf({ coverType: 'ownRent', tenantType: 'NonStudents', numTenants: 1.5 }),
    ).toThrow(RangeError);
  });

  it('tells a let-out holiday home from one for family use', () => {
    expect(dwellingTypeOf({ coverType: 'ownHoliday', holidayHomeIsRented: true })).toBe(
      'Holiday Home - Let Out',
    );
    expect(dwellingTypeOf({ coverType: 'ownHoliday', holidayHomeIsRented: false })).toBe(
      'Holiday Home - Family Use',
    );
  });
});

describe('residence and proposer types', () => {
  it('states them only where platform.md 3.6 shows them', () => {
    expect(HOME_COVER_TYPES.map(residenceTypeOf)).toEqual([
      undefined,
      'Landlord',
      'Holiday',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(HOME_COVER_TYPES.map(proposerTypeOf)).toEqual([
      'Not applicable',
      'Landlord',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('coverTypeOfDwellingType', () => {
  it('reverses every dwelling type to the cover type that produces it', () => {
    const produced = new Map<string, string>();
    for (const coverType of HOME_COVER_TYPES) {
      for (const isFamilyUnit of [true, false]) {
        for (const tenantType of ['Students', 'NonStudents'] as const) {
          for (const numTenants of [1, 2, 3, 4, 5, 6, 7, 8]) {
            for (const holidayHomeIsRented of [true, false]) {
              const dwelling = dwellingTypeOf({
                coverType,
                isFamilyUnit,
                tenantType,
                numTenants,
                holidayHomeIsRented,
              });
              produced.set(dwelling, coverType);
            }
          }
        }
      }
    }
    expect([...produced.keys()].sort()).toEqual([...DWELLING_TYPES].sort());
    for (const [dwelling, coverType] of produced) {
      expect(coverTypeOfDwellingType(dwelling)).toBe(coverType);
    }
  });

  it('gives nothing for an unknown dwelling type', () => {
    expect(coverTypeOfDwellingType('Castle')).toBeUndefined();
    expect(coverTypeOfDwellingType('')).toBeUndefined();
  });
});
