import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXCESS_CODE,
  EXCESS_OPTIONS,
  EXCESS_RANGE_EUR,
  STANDARD_EXCESS_EUR,
  excessAmountOf,
  excessCodeOf,
  excessOptionOf,
  isExcessCode,
} from './excess.js';

describe('excess table', () => {
  it('maps each code to its policy excess', () => {
    expect(excessAmountOf('1')).toBe(1_000);
    expect(excessAmountOf('2')).toBe(750);
    expect(excessAmountOf('3')).toBe(500);
    expect(excessAmountOf('4')).toBe(250);
  });

  it('keeps the water damage and subsidence excess of each option', () => {
    expect(
      EXCESS_OPTIONS.map((option) => [
        option.code,
        option.policyExcessEur,
        option.waterDamageExcessEur,
        option.subsidenceExcessEur,
      ]),
    ).toEqual([
      ['4', 250, 600, 1_000],
      ['3', 500, 850, 1_000],
      ['2', 750, 1_100, 1_000],
      ['1', 1_000, 1_350, 1_000],
    ]);
  });

  it('starts on the standard excess', () => {
    const standard = excessOptionOf(DEFAULT_EXCESS_CODE);
    expect(DEFAULT_EXCESS_CODE).toBe('3');
    expect(standard.policyExcessEur).toBe(STANDARD_EXCESS_EUR.policy);
    expect(standard.waterDamageExcessEur).toBe(STANDARD_EXCESS_EUR.waterDamage);
    expect(standard.subsidenceExcessEur).toBe(STANDARD_EXCESS_EUR.subsidence);
  });

  it('keeps every policy excess within the stated range', () => {
    const amounts = EXCESS_OPTIONS.map((option) => option.policyExcessEur);
    expect(Math.min(...amounts)).toBe(EXCESS_RANGE_EUR.min);
    expect(Math.max(...amounts)).toBe(EXCESS_RANGE_EUR.max);
  });

  it('reads a code back from an amount', () => {
    expect(excessCodeOf(750)).toBe('2');
    expect(excessCodeOf(600)).toBeUndefined();
  });

  it('recognises only the four codes', () => {
    expect(isExcessCode('4')).toBe(true);
    expect(isExcessCode('5')).toBe(false);
    expect(isExcessCode(3)).toBe(false);
  });
});
