import { describe, expect, it } from 'vitest';
import { TEMP_QUOTE_MAX_BYTES, tempQuoteBodySchema, tempQuoteParamsSchema } from './temp-quote.js';

describe('temporary quote', () => {
  it('accepts HOME, MOTOR and TRAVEL only', () => {
    for (const type of ['HOME', 'MOTOR', 'TRAVEL']) {
      expect(tempQuoteParamsSchema.safeParse({ type }).success).toBe(true);
    }
    for (const type of ['home', 'CAR', '', 'PET']) {
      expect(tempQuoteParamsSchema.safeParse({ type }).success).toBe(false);
    }
  });

  it('accepts saved form values up to the size cap and refuses larger ones', () => {
    expect(tempQuoteBodySchema.safeParse({ firstName: 'Aoife', rebuildCost: 250000 }).success).toBe(
      true,
    );
    const overhead = JSON.stringify({ notes: '' }).length;
    const atCap = { notes: 'x'.repeat(TEMP_QUOTE_MAX_BYTES - overhead) };
    expect(tempQuoteBodySchema.safeParse(atCap).success).toBe(true);
    const overCap = { notes: 'x'.repeat(TEMP_QUOTE_MAX_BYTES - overhead + 1) };
    expect(tempQuoteBodySchema.safeParse(overCap).success).toBe(false);
  });

  it('refuses a body that is not an object', () => {
    expect(tempQuoteBodySchema.safeParse(['a']).success).toBe(false);
    expect(tempQuoteBodySchema.safeParse('text').success).toBe(false);
    expect(tempQuoteBodySchema.safeParse(null).success).toBe(false);
  });
});
