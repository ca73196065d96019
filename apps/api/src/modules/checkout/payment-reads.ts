import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { directDebitMandates, payments } from '../../db/schema.js';

/** A quote's payments and their mandates as the bind and the policy documents read them. */
/**
 * A payment that made its quote's policy: taken (captured) or with its mandate standing
 * (authorised).
 */
export const BOUND_PAYMENT_STATUSES = ['captured', 'authorised'] as const;

export function createPaymentReads(db: Database) {
  return {
    async mandateOf(paymentId: string) {
      const [row] = await db
        .select()
        .from(directDebitMandates)
        .where(eq(directDebitMandates.paymentId, paymentId));
      return row;
    },

    /**
     * The payment that made the policy bought with this quote: the one taken (captured) or whose
     * mandate stands (authorised); none for a policy made without a payment of its own.
     */
    async paymentOfBoundQuote(quoteId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.quoteId, quoteId), inArray(payments.status, BOUND_PAYMENT_STATUSES)))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row;
    },

    /** The id of the payment paymentOfBoundQuote answers, without reading the payment. */
    async boundPaymentIdOf(quoteId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.quoteId, quoteId), inArray(payments.status, BOUND_PAYMENT_STATUSES)))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row?.id;
    },

    /** The quote's latest payment: the one whose bind the status call reports. */
    async latestPaymentOfQuote(quoteId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.quoteId, quoteId))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row;
    },
  };
}
