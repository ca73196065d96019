import { describe, expect, it } from 'vitest';
import { cardChargeOf, refundedCentsOf } from './card-charge.js';

describe('what a card pays of a payment', () => {
  it('is all of a card payment, and all of it is refunded', () => {
    const card = { method: 'card' as const, amountCents: 51_004, depositCents: null };
    expect(cardChargeOf(card)).toBe(51_004);
    expect(refundedCentsOf(card)).toBe(51_004);
  });

  it('is the deposit of a direct debit that starts with one, and only the deposit is refunded', () => {
    const monthly = { method: 'direct_debit' as const, amountCents: 53_554, depositCents: 8_926 };
    expect(cardChargeOf(monthly)).toBe(8_926);
    expect(refundedCentsOf(monthly)).toBe(8_926);
  });

  it('is nothing of a direct debit without a deposit', () => {
    const home = { method: 'direct_debit' as const, amountCents: 48_650, depositCents: null };
    expect(cardChargeOf(home)).toBeNull();
    expect(refundedCentsOf(home)).toBe(48_650);
  });
});
