import { describe, expect, it } from 'vitest';
import { euroToCents, formatEuro, monthlyPrice } from './money.js';

describe('monthlyPrice', () => {
  it('divides an annual premium exactly divisible by 12', () => {
    expect(monthlyPrice(120_000)).toBe(10_000);
  });

  it('rounds any remainder up to the next cent', () => {
    expect(monthlyPrice(120_001)).toBe(10_001);
    expect(monthlyPrice(120_011)).toBe(10_001);
    expect(monthlyPrice(27_000 + 1)).toBe(2_251);
    expect(monthlyPrice(1)).toBe(1);
  });

  it('gives zero for a zero premium', () => {
    expect(monthlyPrice(0)).toBe(0);
  });

  it('refuses fractions of a cent and negative premiums', () => {
    expect(() => monthlyPrice(100.5)).toThrow(RangeError);
    expect(() => monthlyPrice(-12)).toThrow(RangeError);
  });
});

describe('formatEuro', () => {
  it('shows a euro prefix, thousands separators and two decimals', () => {
    expect(formatEuro(123_450)).toBe('€1,234.50');
    expect(formatEuro(27_000)).toBe('€270.00');
    expect(formatEuro(5)).toBe('€0.05');
    expect(formatEuro(0)).toBe('€0.00');
    expect(formatEuro(17_500_000)).toBe('€175,000.00');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatEuro(1.5)).toThrow(RangeError);
  });
});

describe('euroToCents', () => {
  it('converts euro amounts without floating-point drift', () => {
    expect(euroToCents(270)).toBe(27_000);
    expect(euroToCents(0.29)).toBe(29);
    expect(euroToCents(1234.5)).toBe(123_450);
  });
});
