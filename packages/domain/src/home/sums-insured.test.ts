import { describe, expect, it } from 'vitest';
import {
  SUM_INSURED_STEPS_EUR,
  UNSPECIFIED_ITEMS_AMOUNTS_EUR,
  contentsOptionsFor,
  rebuildCostMinimumFor,
} from './sums-insured.js';

describe('sum-insured steps', () => {
  it('runs by 1,000, then 5,000, then 10,000', () => {
    expect(SUM_INSURED_STEPS_EUR.slice(0, 3)).toEqual([15_000, 16_000, 17_000]);
    expect(SUM_INSURED_STEPS_EUR).toContain(30_000);
    expect(SUM_INSURED_STEPS_EUR).not.toContain(31_000);
    expect(SUM_INSURED_STEPS_EUR).toContain(35_000);
    expect(SUM_INSURED_STEPS_EUR).toContain(100_000);
    expect(SUM_INSURED_STEPS_EUR).not.toContain(105_000);
    expect(SUM_INSURED_STEPS_EUR).toContain(110_000);
    expect(SUM_INSURED_STEPS_EUR.at(-1)).toBe(260_000);
    expect(SUM_INSURED_STEPS_EUR).toHaveLength(16 + 14 + 16);
  });
});

describe('contentsOptionsFor', () => {
  it('offers the options not above the rebuild cost', () => {
    expect(contentsOptionsFor(20_000)).toEqual([15_000, 16_000, 17_000, 18_000, 19_000, 20_000]);
    expect(contentsOptionsFor(37_999).at(-1)).toBe(35_000);
    expect(contentsOptionsFor(175_000).at(-1)).toBe(170_000);
  });

  it('offers every option when the rebuild cost is high or not asked', () => {
    expect(contentsOptionsFor(500_000)).toEqual(SUM_INSURED_STEPS_EUR);
    expect(contentsOptionsFor(undefined)).toEqual(SUM_INSURED_STEPS_EUR);
  });

  it('offers nothing below the first step', () => {
    expect(contentsOptionsFor(14_999)).toEqual([]);
  });
});

describe('rebuildCostMinimumFor', () => {
  it('asks 175,000 in any county containing dublin, whatever the case', () => {
    expect(rebuildCostMinimumFor('Dublin')).toBe(175_000);
    expect(rebuildCostMinimumFor('Co. Dublin')).toBe(175_000);
    expect(rebuildCostMinimumFor('DUBLIN 4')).toBe(175_000);
  });

  it('asks 130,000 elsewhere', () => {
    expect(rebuildCostMinimumFor('Cork')).toBe(130_000);
    expect(rebuildCostMinimumFor(undefined)).toBe(130_000);
  });
});

describe('unspecified-item amounts', () => {
  it('run from 2,500 to 10,000 by 500', () => {
    expect(UNSPECIFIED_ITEMS_AMOUNTS_EUR[0]).toBe(2_500);
    expect(UNSPECIFIED_ITEMS_AMOUNTS_EUR[1]).toBe(3_000);
    expect(UNSPECIFIED_ITEMS_AMOUNTS_EUR.at(-1)).toBe(10_000);
    expect(UNSPECIFIED_ITEMS_AMOUNTS_EUR).toHaveLength(16);
  });
});
