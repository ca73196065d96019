import { describe, expect, it } from 'vitest';
import { euroToCents, formatEuro, formatWholeEuro, groupThousands, monthlyPrice } from './money.js';

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
    expect(() => formatWholeEuro(1.5)).toThrow(RangeError);
  });

  it('writes what Intl.NumberFormat writes for en-IE, at each boundary and across the range', () => {
    const intlEuro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
    const intlWholeEuro = new Intl.NumberFormat('en-IE', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    const boundaries = [0, 1, 9, 10, 49, 50, 51, 99, 100, 149, 150, 99_999, 100_000, 100_049];
    const powers = Array.from({ length: 14 }, (_, power) => 10 ** (power + 2));
    let seed = 7;
    const random = Array.from({ length: 500 }, () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed % 10 ** (1 + (seed % 12));
    });
    for (const cents of [...boundaries, ...powers, ...powers.map((p) => p - 1), ...random]) {
      for (const amount of cents === 0 ? [0] : [cents, -cents]) {
        expect(formatEuro(amount), `${amount}`).toBe(intlEuro.format(amount / 100));
        if (Math.abs(amount) >= 50) {
          expect(formatWholeEuro(amount), `${amount}`).toBe(intlWholeEuro.format(amount / 100));
        }
      }
    }
  });
});

describe('formatWholeEuro', () => {
  it('rounds to the euro, half a euro up, and never shows a minus before nothing', () => {
    expect(formatWholeEuro(17_500_000)).toBe('€175,000');
    expect(formatWholeEuro(49)).toBe('€0');
    expect(formatWholeEuro(50)).toBe('€1');
    expect(formatWholeEuro(-49)).toBe('€0');
    expect(formatWholeEuro(-50)).toBe('-€1');
  });
});

describe('groupThousands', () => {
  it('puts a comma before each group of three digits from the right', () => {
    expect(groupThousands('')).toBe('');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1000')).toBe('1,000');
    expect(groupThousands('250000')).toBe('250,000');
    expect(groupThousands('1234567')).toBe('1,234,567');
  });
});

describe('euroToCents', () => {
  it('converts euro amounts without floating-point drift', () => {
    expect(euroToCents(270)).toBe(27_000);
    expect(euroToCents(0.29)).toBe(29);
    expect(euroToCents(1234.5)).toBe(123_450);
  });
});
