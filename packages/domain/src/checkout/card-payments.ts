import { z } from 'zod';
import type { CancellationKind } from '../cancellation/cancellation-messages.js';
import type { MadeChangeMoney } from '../policy-changes/change-money.js';

/**
 * What a policy's card paid or got back (issue 45: each policy's payments on its page): the
 * purchase, or a monthly plan's deposit, each mid-term change settled on a card, and the refund
 * of a withdrawal or cancellation given back to the card. A missed direct debit paid by card is
 * one of the debits, and says so there.
 */
export const CARD_PAYMENT_KINDS = [
  'purchase',
  'deposit',
  'change_charge',
  'change_refund',
  'withdrawal_refund',
  'cancellation_refund',
] as const;
export type CardPaymentKind = (typeof CARD_PAYMENT_KINDS)[number];

export const cardPaymentSchema = z.object({
  /** YYYY-MM-DD, Irish time. */
  date: z.string(),
  kind: z.enum(CARD_PAYMENT_KINDS),
  /** Taken or given back: never negative, the kind says which. */
  amount_cents: z.number().int().nonnegative(),
  /**
   * Visa, Mastercard, American Express: the purchase's card. A change is paid with whatever card
   * the customer gives at the time, whose brand is not kept with it: null.
   */
  card_brand: z.string().nullable(),
  /**
   * A refund asked for and not made yet (a withdrawal's or cancellation's, paid within 30 days):
   * its date is the day it is due by. Every other line is money that has moved.
   */
  under_way: z.boolean(),
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;

/** A withdrawal or cancellation whose refund goes back to the card that paid. */
export interface LeavingRefund {
  kind: CancellationKind;
  amountCents: number;
  /** YYYY-MM-DD, Irish time: the day it was made, none while it is under way. */
  refundedOn: string | null;
  /** YYYY-MM-DD: the day it is due by (30 calendar days, S.I. 853/2004). */
  dueBy: string;
}

/** The purchase's payment as the card payments are read from it. */
export interface PurchasePayment {
  method: 'card' | 'direct_debit';
  /** Only a payment that was taken counts: captured, or captured and later given back. */
  taken: boolean;
  /** YYYY-MM-DD, Irish time. */
  paidOn: string;
  amountCents: number;
  depositCents: number | null;
  cardBrand: string | null;
}

/** A policy's card payments, oldest first. */
export function cardPaymentsOf(
  payment: PurchasePayment | undefined,
  madeChanges: readonly MadeChangeMoney[],
  leaving?: LeavingRefund,
): CardPayment[] {
  const card_brand = payment?.cardBrand ?? null;
  const paid: CardPayment[] = [];
  if (payment?.taken && payment.method === 'card') {
    paid.push({
      date: payment.paidOn,
      kind: 'purchase',
      amount_cents: payment.amountCents,
      card_brand,
      under_way: false,
    });
  }
  if (payment?.taken && payment.method === 'direct_debit' && payment.depositCents) {
    paid.push({
      date: payment.paidOn,
      kind: 'deposit',
      amount_cents: payment.depositCents,
      card_brand,
      under_way: false,
    });
  }
  for (const change of madeChanges) {
    if (change.settlement === 'card_charged') {
      paid.push({
        date: change.madeOn,
        kind: 'change_charge',
        amount_cents: Math.abs(change.cents),
        card_brand: null,
        under_way: false,
      });
    } else if (change.settlement === 'card_refund') {
      paid.push({
        date: change.madeOn,
        kind: 'change_refund',
        amount_cents: Math.abs(change.cents),
        card_brand: null,
        under_way: false,
      });
    }
  }
  // Given back to the cards that paid (each change's first, then the purchase's): one line.
  if (leaving && leaving.amountCents > 0) {
    paid.push({
      date: leaving.refundedOn ?? leaving.dueBy,
      kind: leaving.kind === 'withdrawal' ? 'withdrawal_refund' : 'cancellation_refund',
      amount_cents: leaving.amountCents,
      card_brand: null,
      under_way: leaving.refundedOn === null,
    });
  }
  // Stable: a change made on the day of purchase stays after it.
  return paid.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
