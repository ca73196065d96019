import { describe, expect, it } from 'vitest';
import { cardPaymentsOf, type PurchasePayment } from './card-payments.js';

const CARD: PurchasePayment = {
  method: 'card',
  taken: true,
  paidOn: '2026-06-01',
  amountCents: 48_250,
  depositCents: null,
  cardBrand: 'Visa',
};

describe("a policy's card payments", () => {
  it('is the purchase for a policy paid by card, once it was taken', () => {
    expect(cardPaymentsOf(CARD, [])).toEqual([
      {
        date: '2026-06-01',
        kind: 'purchase',
        amount_cents: 48_250,
        card_brand: 'Visa',
        under_way: false,
      },
    ]);
    expect(cardPaymentsOf({ ...CARD, taken: false }, [])).toEqual([]);
    expect(cardPaymentsOf(undefined, [])).toEqual([]);
  });

  it("is a monthly plan's deposit, and nothing when it had none", () => {
    const monthly = { ...CARD, method: 'direct_debit' as const, depositCents: 8_042 };
    expect(cardPaymentsOf(monthly, [])).toEqual([
      {
        date: '2026-06-01',
        kind: 'deposit',
        amount_cents: 8_042,
        card_brand: 'Visa',
        under_way: false,
      },
    ]);
    expect(cardPaymentsOf({ ...monthly, depositCents: null }, [])).toEqual([]);
    expect(cardPaymentsOf({ ...monthly, depositCents: 0 }, [])).toEqual([]);
  });

  it('adds each change settled on a card, in date order, and leaves the others out', () => {
    expect(
      cardPaymentsOf(CARD, [
        { madeOn: '2026-09-14', cents: -1_205, settlement: 'card_refund' },
        { madeOn: '2026-06-01', cents: 3_001, settlement: 'card_charged' },
        { madeOn: '2026-07-01', cents: 500, settlement: 'added_to_instalments' },
        { madeOn: '2026-07-02', cents: -500, settlement: 'bank_refund' },
        { madeOn: '2026-07-03', cents: 0, settlement: 'none' },
      ]),
    ).toEqual([
      {
        date: '2026-06-01',
        kind: 'purchase',
        amount_cents: 48_250,
        card_brand: 'Visa',
        under_way: false,
      },
      {
        date: '2026-06-01',
        kind: 'change_charge',
        amount_cents: 3_001,
        card_brand: null,
        under_way: false,
      },
      {
        date: '2026-09-14',
        kind: 'change_refund',
        amount_cents: 1_205,
        card_brand: null,
        under_way: false,
      },
    ]);
  });

  it('adds the refund of a withdrawal or cancellation, due by its day until it is made', () => {
    const withdrawn = { kind: 'withdrawal' as const, amountCents: 47_001, dueBy: '2026-07-10' };
    expect(cardPaymentsOf(CARD, [], { ...withdrawn, refundedOn: null }).at(-1)).toEqual({
      date: '2026-07-10',
      kind: 'withdrawal_refund',
      amount_cents: 47_001,
      card_brand: null,
      under_way: true,
    });
    expect(cardPaymentsOf(CARD, [], { ...withdrawn, refundedOn: '2026-06-12' }).at(-1)).toEqual({
      date: '2026-06-12',
      kind: 'withdrawal_refund',
      amount_cents: 47_001,
      card_brand: null,
      under_way: false,
    });
    const cancelled = { kind: 'cancellation' as const, amountCents: 1, dueBy: '2026-12-01' };
    expect(cardPaymentsOf(CARD, [], { ...cancelled, refundedOn: null }).at(-1)?.kind).toBe(
      'cancellation_refund',
    );
    // Nothing to give back (a cancellation that owes, or settles at nothing): no line.
    for (const amountCents of [0, -500]) {
      expect(cardPaymentsOf(CARD, [], { ...cancelled, amountCents, refundedOn: null })).toEqual([
        {
          date: '2026-06-01',
          kind: 'purchase',
          amount_cents: 48_250,
          card_brand: 'Visa',
          under_way: false,
        },
      ]);
    }
  });
});
