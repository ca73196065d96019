import type { payments } from '../../db/schema.js';

type PaymentFigures = Pick<typeof payments.$inferSelect, 'method' | 'amountCents' | 'depositCents'>;

/** What the card pays of a payment: all of a card payment, a direct debit's deposit, or nothing. */
export function cardChargeOf(payment: PaymentFigures): number | null {
  if (payment.method === 'card') return payment.amountCents;
  return payment.depositCents ?? null;
}

/**
 * What a refund of a payment gives back: what its card paid (a direct debit's deposit; the
 * mandate's instalments were never collected), or the whole amount.
 */
export function refundedCentsOf(payment: PaymentFigures): number {
  return cardChargeOf(payment) ?? payment.amountCents;
}
