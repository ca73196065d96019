import { describe, expect, it } from 'vitest';
import { nameProblem, selectedNumberOf, stripMoney, wholeEuroOf } from './home-field-rules.js';

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

describe('nameProblem', () => {
  it('checks characters before length, so a lone digit is named as a number', () => {
    expect(nameProblem('1', 'required')).toBe('Numbers are not permitted');
    expect(nameProblem('', 'required')).toBe('required');
    expect(nameProblem('Éanna', 'required')).toBeUndefined();
  });

  it("takes the home form's words for the one name rule", () => {
    expect(nameProblem("Seán Ó Súilleabháin-O'Brien", 'required')).toBeUndefined();
    expect(nameProblem('Aoife2', 'required')).toBe('Numbers are not permitted');
    expect(nameProblem('Aoife!', 'required')).toBe(
      'Special Characters and Numbers are not permitted',
    );
    expect(nameProblem('A', 'required')).toBe('Please enter more than two characters');
    expect(nameProblem('a'.repeat(51), 'required')).toBe('Please enter less than fifty characters');
  });
});
