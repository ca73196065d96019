import { describe, expect, it } from 'vitest';
import { MONTHLY_MIN_PREMIUM_CENTS, instalmentAmounts } from '../checkout/instalments.js';
import { carInstalmentPlan, carInstalmentsInWords } from './car-instalments.js';

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

describe('car instalments', () => {
  it('takes a deposit of two rounded-up months, then ten direct debits, the last absorbing', () => {
    // €719.95 is 12 x €60.00 less 5 cents: the last direct debit takes the 5 cents off.
    const plan = carInstalmentPlan(71_995);
    expect(plan).toEqual({
      totalCents: 71_995,
      monthlyCents: 6_000,
      depositCents: 12_000,
      directDebits: {
        instalments: 10,
        instalmentCents: 6_000,
        lastInstalmentCents: 5_995,
        totalCents: 59_995,
      },
    });
    expect(instalmentAmounts(plan.directDebits)).toEqual([...Array(9).fill(6_000), 5_995]);
  });

  it('has equal months when the total divides by 12', () => {
    const plan = carInstalmentPlan(72_000);
    expect(plan.depositCents).toBe(12_000);
    expect(instalmentAmounts(plan.directDebits)).toEqual(Array(10).fill(6_000));
  });

  it('rounds a month up from one cent over a multiple of 12, the last taking 11 cents less', () => {
    const plan = carInstalmentPlan(72_001);
    expect(plan.monthlyCents).toBe(6_001);
    expect(plan.depositCents).toBe(12_002);
    expect(plan.directDebits.lastInstalmentCents).toBe(6_001 - 11);
    expect(carInstalmentPlan(72_011).directDebits.lastInstalmentCents).toBe(6_001 - 1);
  });

  it('adds up to the total exactly, with a last instalment above nothing and no larger', () => {
    for (let cents = MONTHLY_MIN_PREMIUM_CENTS; cents < 5_000; cents += 1) {
      const plan = carInstalmentPlan(cents);
      expect(plan.depositCents + sum(instalmentAmounts(plan.directDebits))).toBe(cents);
      expect(plan.monthlyCents).toBe(Math.ceil(cents / 12));
      expect(plan.depositCents).toBe(2 * plan.monthlyCents);
      expect(plan.directDebits.lastInstalmentCents).toBeGreaterThan(0);
      expect(plan.directDebits.lastInstalmentCents).toBeLessThanOrEqual(plan.monthlyCents);
    }
  });

  it('refuses a total too small for twelve rounded-up months, from 121 cents down', () => {
    expect(carInstalmentPlan(122).directDebits.lastInstalmentCents).toBe(1);
    expect(() => carInstalmentPlan(121)).toThrow(RangeError);
    expect(() => carInstalmentPlan(0)).toThrow(RangeError);
    expect(() => carInstalmentPlan(-1)).toThrow(RangeError);
    expect(() => carInstalmentPlan(100.5)).toThrow(RangeError);
  });

  it('is described in the same words wherever it is shown', () => {
    expect(carInstalmentsInWords(carInstalmentPlan(71_995))).toBe(
      'A deposit of €120.00 by card, then 9 monthly payments of €60.00 and a last payment of €59.95',
    );
    expect(carInstalmentsInWords(carInstalmentPlan(72_000))).toBe(
      'A deposit of €120.00 by card, then 10 monthly payments of €60.00',
    );
  });
});
