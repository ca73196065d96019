import { describe, expect, it } from 'vitest';
import { VIEW_QUOTE_DEFAULTS, viewQuoteSchema } from './view-quote-schema.js';

describe('viewQuoteSchema', () => {
  it('starts on the standard excess with no extras', () => {
    expect(viewQuoteSchema.parse(VIEW_QUOTE_DEFAULTS)).toEqual({
      excess: '3',
      excessAmountEur: 500,
      accidentalDamage: false,
      ncdProtectionPlus: false,
      homeEmergencyAssist: false,
    });
  });

  it('needs an excess and an accidental-damage answer', () => {
    const result = viewQuoteSchema.safeParse({
      ...VIEW_QUOTE_DEFAULTS,
      excess: '',
      accidentalDamage: null,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['excess', 'Answer is required'],
      ['accidentalDamage', 'Answer is required'],
    ]);
  });

  it('takes only the four excess codes', () => {
    expect(viewQuoteSchema.parse({ ...VIEW_QUOTE_DEFAULTS, excess: '1' }).excessAmountEur).toBe(
      1000,
    );
    expect(viewQuoteSchema.safeParse({ ...VIEW_QUOTE_DEFAULTS, excess: '5' }).success).toBe(false);
  });

  it('keeps the chosen extras', () => {
    const data = viewQuoteSchema.parse({
      excess: '4',
      accidentalDamage: true,
      ncdProtectionPlus: true,
      homeEmergencyAssist: true,
    });
    expect(data).toMatchObject({
      excessAmountEur: 250,
      accidentalDamage: true,
      homeEmergencyAssist: true,
    });
  });
});
