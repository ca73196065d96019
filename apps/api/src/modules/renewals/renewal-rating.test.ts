import { describe, expect, it } from 'vitest';
import { homeQuotePayloadSchema } from '@wallet/domain';
import type { BoughtHomeQuote } from '../home/index.js';
import { homeQuoteRequest } from '../../test/home-quote-fixtures.js';
import { homeQuoteYearOn } from './renewal-rating.js';

describe('the bought home quote a year on', () => {
  it('declares a claim paid to the cent in whole euro, as the quote form takes it', () => {
    const bought = {
      payload: homeQuoteRequest().home_quote,
      excessCode: '3',
    } as BoughtHomeQuote;
    const renewalDate = bought.payload.cover_details.start_date;
    const yearOn = homeQuoteYearOn(bought, renewalDate, [
      { claimDate: renewalDate, peril: 'Escape of water', paidCents: 1_234_56 },
      { claimDate: renewalDate, peril: 'Storm', paidCents: 80_49 },
    ]);
    const declared = yearOn.cover_details.risk_address.claims_details.slice(-2);
    expect(declared.map((claim) => claim.claim_amount)).toEqual([1_235, 80]);
    // What the renewal answers are read back with takes it.
    expect(homeQuotePayloadSchema.safeParse(yearOn).success).toBe(true);
  });
});
