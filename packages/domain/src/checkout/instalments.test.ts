import { describe, expect, it } from 'vitest';
import {
  MONTHLY_MIN_PREMIUM_CENTS,
  monthlyInstalmentPlan,
  instalmentAmounts,
  instalmentsInWords,
  instalmentsTotalInWords,
} from './instalments.js';

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

describe('home instalments', () => {
  it('keeps the rounded-up twelfth and lets the last instalment absorb the difference', () => {
    // The premium: 12 x €25.24 would be €302.88 for €302.80.
    const plan = monthlyInstalmentPlan(30_280);
    expect(plan).toEqual({
      instalments: 12,
      instalmentCents: 2524,
      lastInstalmentCents: 2516,
      totalCents: 30_280,
    });
    expect(sum(instalmentAmounts(plan))).toBe(30_280);
    expect(instalmentAmounts(plan).slice(0, 11)).toEqual(Array(11).fill(2524));
  });

  it('has twelve equal instalments when the premium divides by 12', () => {
    expect(monthlyInstalmentPlan(24_000)).toEqual({
      instalments: 12,
      instalmentCents: 2000,
      lastInstalmentCents: 2000,
      totalCents: 24_000,
    });
  });

  it('rounds up from one cent over a multiple of 12, and the last takes 11 cents less', () => {
    const plan = monthlyInstalmentPlan(24_001);
    expect(plan.instalmentCents).toBe(2001);
    expect(plan.lastInstalmentCents).toBe(2001 - 11);
    expect(monthlyInstalmentPlan(24_011).lastInstalmentCents).toBe(2001 - 1);
  });

  it('adds up to the premium exactly, with a last instalment no larger than the others', () => {
    for (let cents = MONTHLY_MIN_PREMIUM_CENTS; cents < 5_000; cents += 1) {
      const plan = monthlyInstalmentPlan(cents);
      expect(sum(instalmentAmounts(plan))).toBe(cents);
      expect(plan.lastInstalmentCents).toBeGreaterThan(0);
      expect(plan.lastInstalmentCents).toBeLessThanOrEqual(plan.instalmentCents);
      expect(plan.instalmentCents).toBe(Math.ceil(cents / 12));
    }
  });

  it('refuses a premium too small for twelve rounded-up instalments, from 121 cents down', () => {
    expect(monthlyInstalmentPlan(MONTHLY_MIN_PREMIUM_CENTS).lastInstalmentCents).toBe(1);
    expect(() => monthlyInstalmentPlan(MONTHLY_MIN_PREMIUM_CENTS - 1)).toThrow(RangeError);
    expect(() => monthlyInstalmentPlan(0)).toThrow(RangeError);
    expect(() => monthlyInstalmentPlan(-1)).toThrow(RangeError);
    expect(() => monthlyInstalmentPlan(100.5)).toThrow(RangeError);
  });

  it('is described in the same words wherever it is shown', () => {
    expect(instalmentsInWords(monthlyInstalmentPlan(30_280))).toBe(
      '11 monthly payments of €25.24 and a last payment of €25.16',
    );
    expect(instalmentsInWords(monthlyInstalmentPlan(24_000))).toBe('12 monthly payments of €20.00');
    expect(instalmentsTotalInWords(monthlyInstalmentPlan(30_280))).toBe(
      '€302.80 in total, the same as paying at once: no extra cost',
    );
  });
});
