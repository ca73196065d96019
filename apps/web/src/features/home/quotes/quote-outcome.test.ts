import { describe, expect, it } from 'vitest';
import { declinedQuote, insurerQuote, quoteResponse } from '../test/quote-fixtures';
import { initialExtras, needsRecalculation, quoteOutcome } from './quote-outcome';

describe('quoteOutcome', () => {
  it('is quoted when some insurer quoted without notifications', () => {
    expect(quoteOutcome(quoteResponse([insurerQuote(), declinedQuote('FBD')]))).toBe('quoted');
  });

  it('is unavailable on EXTERNAL_SERVICE_UNAVAILABLE', () => {
    const response = quoteResponse([declinedQuote('RSA')], {
      error: true,
      error_code: 'EXTERNAL_SERVICE_UNAVAILABLE',
    });
    expect(quoteOutcome(response)).toBe('unavailable');
  });

  it('is a referral when an insurer referred and none quoted', () => {
    const referred = declinedQuote('RSA');
    referred.acceptance_notifications = [
      { insurer: 'RSA', type: 'REFERRAL', code: 'R1', reason: 'Claims' },
    ];
    expect(quoteOutcome(quoteResponse([referred, declinedQuote('FBD')]))).toBe('referral');
  });

  it('is declined when every insurer declined, or the answer is an error', () => {
    expect(quoteOutcome(quoteResponse([declinedQuote('RSA'), declinedQuote('FBD')]))).toBe(
      'declined',
    );
    expect(quoteOutcome(quoteResponse([insurerQuote()], { error: true }))).toBe('declined');
  });
});

describe('initialExtras', () => {
  const allSelected = (coverType: string) => {
    const quote = insurerQuote({ coverType });
    quote.addon_details = quote.addon_details.map((addon) => ({ ...addon, selected: true }));
    return quote;
  };

  it('starts accidental damage off for owner-occupiers and tenants when nothing is stored', () => {
    expect(initialExtras(allSelected('ownLive'), undefined).accidentalDamage).toBe(false);
    expect(initialExtras(allSelected('rent'), undefined).accidentalDamage).toBe(false);
    expect(initialExtras(allSelected('ownHoliday'), undefined).accidentalDamage).toBe(true);
  });

  it('keeps stored choices', () => {
    const stored = {
      excess: '1' as const,
      accidentalDamage: true,
      ncdProtectionPlus: false,
      homeEmergencyAssist: true,
    };
    expect(initialExtras(allSelected('ownLive'), stored)).toEqual(stored);
  });
});

describe('needsRecalculation', () => {
  const base = {
    excess: '3' as const,
    accidentalDamage: false,
    ncdProtectionPlus: false,
    homeEmergencyAssist: false,
  };
  it('is true only when a choice differs', () => {
    expect(needsRecalculation(base, { ...base })).toBe(false);
    expect(needsRecalculation({ ...base, excess: '2' }, base)).toBe(true);
    expect(needsRecalculation({ ...base, ncdProtectionPlus: true }, base)).toBe(true);
  });
});
