import { describe, expect, it } from 'vitest';
import { selectedNumberOf, stripMoney, wholeEuroOf } from './field-rules.js';

describe('money as typed', () => {
  it('drops grouping commas, spaces and the euro sign', () => {
    expect(stripMoney('€ 250,000')).toBe('250000');
    expect(wholeEuroOf('250,000')).toBe(250_000);
    expect(wholeEuroOf('0')).toBe(0);
  });

  it('gives nothing for empty, decimal or negative amounts', () => {
    for (const text of ['', '12.5', '-5', '1e5', 'abc']) expect(wholeEuroOf(text)).toBeUndefined();
  });
});

describe('selectedNumberOf', () => {
  it('reads a select option, -1 included', () => {
    expect(selectedNumberOf('-1')).toBe(-1);
    expect(selectedNumberOf('8')).toBe(8);
    expect(selectedNumberOf('')).toBeUndefined();
    expect(selectedNumberOf('8+')).toBeUndefined();
  });
});
