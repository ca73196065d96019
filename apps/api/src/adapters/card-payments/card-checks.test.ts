import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { cardChecks, createCardChecks, monthOf } from './card-checks.js';
import { TEST_CARDS } from './test-cards.js';

const JUNE_2030 = { year: 2030, month: 6 };

describe('card number', () => {
  it.each(Object.values(TEST_CARDS).map((card) => card.number))('test card %s is valid', (n) => {
    expect(cardChecks.cardNumberValid(n)).toBe(true);
  });

  it.each([
    ['4242 4242 4242 4242', true],
    ['4242-4242-4242-4242', true],
    ['4242424242424241', false], // Luhn fails by one digit
    ['424242424242424', false], // Visa of 15 digits
    ['4222222222222', true], // Visa of 13 digits
    ['4242a24242424242', false],
    ['', false],
    ['6011111111111117', false], // Discover: a brand the gateway does not take
    ['37828224631000', false], // Amex of 14 digits
    ['2223003122003222', true], // Mastercard 2-series
  ])('%j is valid: %s', (value, valid) => {
    expect(cardChecks.cardNumberValid(value)).toBe(valid);
  });

  it.each([
    ['4242424242424242', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2720990000000007', 'Mastercard'],
    ['2721000000000000', null],
    ['378282246310005', 'American Express'],
    ['341111111111111', 'American Express'],
    ['6011111111111117', null],
  ])('%s is %s', (digits, brand) => {
    expect(cardChecks.brandOf(digits)).toBe(brand);
  });
});

describe('expiry', () => {
  it.each([
    ['06/30', true], // this month
    ['05/30', false], // last month
    ['12/29', false],
    ['07/30', true],
    ['06/50', true], // 20 years on
    ['07/50', false],
    ['13/30', false],
    ['00/30', false],
    ['6/30', true],
    ['06 / 30', true],
    // Issue 14: '0929' was refused; people type an expiry with or without its slash.
    ['0630', true],
    ['06-30', true],
    ['06 30', true],
    ['06/2030', true],
    ['062030', true],
    ['06/2130', false],
    ['063', false],
    ['06/3', false],
    ['6/2030x', false],
    ['', false],
  ])('%j in June 2030 is valid: %s', (value, valid) => {
    expect(cardChecks.expiryValid(value, JUNE_2030)).toBe(valid);
  });

  it.each([
    ['0929', '09/29'],
    ['9/29', '09/29'],
    ['09-2029', '09/29'],
    [' 09 / 29 ', '09/29'],
    ['13/29', '13/29'],
    ['soon', 'soon'],
  ])('shows %j as %j', (typed, shown) => {
    expect(cardChecks.normaliseExpiry(typed)).toBe(shown);
  });

  it.each([
    ['', false, ''],
    ['0', false, '0'],
    ['1', false, '1'],
    ['09', false, '09/'],
    ['9', false, '09/'],
    ['1/', false, '01/'],
    ['092', false, '09/2'],
    ['0929', false, '09/29'],
    ['09/2029', false, '09/2029'],
    ['09/20299', false, '09/2029'],
    ['09', true, '09'],
    ['09/2', true, '09/2'],
    ['a0b9', false, '09/'],
  ])('formats %j while typing (deleting: %s) as %j', (raw, deleting, shown) => {
    expect(cardChecks.formatExpiryInput(raw, deleting)).toBe(shown);
  });

  it('takes the month of a date in UTC', () => {
    expect(monthOf(new Date('2030-06-30T23:30:00Z'))).toEqual(JUNE_2030);
  });
});

describe('CVV', () => {
  it.each([
    ['123', 'Visa', true],
    ['12', 'Visa', false],
    ['1234', 'Visa', false],
    ['123', 'Mastercard', true],
    ['1234', 'American Express', true],
    ['123', 'American Express', false],
    ['12a', 'Visa', false],
    ['123', null, true],
  ] as const)('%j for %s is valid: %s', (cvv, brand, valid) => {
    expect(cardChecks.cvvValid(cvv, brand)).toBe(valid);
  });
});

describe('the browser copy of the checks', () => {
  it('is self-contained: its source alone gives the same answers', () => {
    const checks = runInNewContext(`(${createCardChecks.toString()})()`) as typeof cardChecks;
    expect(checks.cardNumberValid('4242 4242 4242 4242')).toBe(true);
    expect(checks.cardNumberValid('4242424242424241')).toBe(false);
    expect(checks.expiryValid('05/30', JUNE_2030)).toBe(false);
    expect(checks.normaliseExpiry('0630')).toBe('06/30');
    expect(checks.formatExpiryInput('9', false)).toBe('09/');
    expect(checks.cvvValid('1234', 'American Express')).toBe(true);
  });
});
