import { describe, expect, it } from 'vitest';
import {
  HOME_PROMO_CODES,
  STAFF_NUMBER_MAX_LENGTH,
  homeDiscountsOf,
  isOnlinePromoCode,
  isStaffPromoCode,
  isValidStaffNumber,
  promoDiscountPercentOf,
  staffNumberIsTheirs,
} from './promo.js';

describe('promotion codes', () => {
  it('gives Online10 its 10 percent, in any case', () => {
    expect(HOME_PROMO_CODES.online).toEqual({ code: 'Online10', discountPercent: 10 });
    expect(isOnlinePromoCode(' ONLINE10 ')).toBe(true);
    expect(promoDiscountPercentOf('online10')).toBe(10);
    expect(promoDiscountPercentOf('staff')).toBe(0);
    expect(promoDiscountPercentOf('')).toBe(0);
  });

  it('recognises the staff code in any case', () => {
    expect(HOME_PROMO_CODES.staff.code).toBe('staff');
    expect(isStaffPromoCode('Staff')).toBe(true);
    expect(isStaffPromoCode('staffer')).toBe(false);
    expect(isStaffPromoCode(undefined)).toBe(false);
  });
});

describe('staff numbers', () => {
  it('are A or C and 6 or 7 digits, at most 8 characters', () => {
    expect(STAFF_NUMBER_MAX_LENGTH).toBe(8);
    for (const valid of ['A123456', 'A1234567', 'C7654321', 'c123456']) {
      expect(isValidStaffNumber(valid)).toBe(true);
    }
    for (const invalid of ['A12345', 'A12345678', 'B1234567', '1234567', 'AC123456', '']) {
      expect(isValidStaffNumber(invalid)).toBe(false);
    }
  });
});

describe('the discounts a quote is priced with', () => {
  const on = { discountsEnabled: true, isStaffMember: true };

  it('gives Online10 the promotional discount only while discounts are on', () => {
    expect(homeDiscountsOf('online10', on)).toEqual({ promotional: true, staff: false });
    expect(homeDiscountsOf('Online10', { ...on, discountsEnabled: false })).toEqual({
      promotional: false,
      staff: false,
    });
  });

  it('gives the staff discount only to a staff member, and only while discounts are on', () => {
    expect(homeDiscountsOf('STAFF', on)).toEqual({ promotional: false, staff: true });
    expect(homeDiscountsOf('staff', { ...on, isStaffMember: false }).staff).toBe(false);
    expect(homeDiscountsOf('staff', { ...on, discountsEnabled: false }).staff).toBe(false);
  });

  it('gives nothing without a code', () => {
    expect(homeDiscountsOf(undefined, on)).toEqual({ promotional: false, staff: false });
    expect(homeDiscountsOf('Online11', on)).toEqual({ promotional: false, staff: false });
  });
});

describe('a staff number earns the discount for its own holder only', () => {
  const record = {
    email: 'grainne.osullivan@wallet.test',
    givenName: 'Gráinne',
    familyName: "O'Sullivan",
    dateOfBirth: '1986-03-14',
  };
  const stranger = { firstName: 'Mary', lastName: 'Byrne', dateOfBirth: '1990-01-01' };

  it('knows the holder by their verified e-mail, in any case', () => {
    expect(
      staffNumberIsTheirs(record, { ...stranger, verifiedEmail: 'Grainne.OSullivan@wallet.test' }),
    ).toBe(true);
    expect(staffNumberIsTheirs(record, { ...stranger, verifiedEmail: 'mary@wallet.test' })).toBe(
      false,
    );
    expect(staffNumberIsTheirs(record, stranger)).toBe(false);
  });

  it('knows the holder by name and date of birth together, written as people write them', () => {
    const holder = {
      firstName: ' grainne ',
      lastName: 'O\u2019sullivan',
      dateOfBirth: '1986-03-14',
    };
    expect(staffNumberIsTheirs(record, holder)).toBe(true);
    expect(staffNumberIsTheirs(record, { ...holder, dateOfBirth: '1986-03-15' })).toBe(false);
    expect(staffNumberIsTheirs(record, { ...holder, dateOfBirth: '1986-03-13' })).toBe(false);
    expect(staffNumberIsTheirs(record, { ...holder, firstName: 'Gráinn' })).toBe(false);
    expect(staffNumberIsTheirs(record, { ...holder, lastName: 'Sullivan' })).toBe(false);
  });
});
