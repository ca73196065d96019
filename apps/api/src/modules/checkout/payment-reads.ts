import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { directDebitMandates, payments } from '../../db/schema.js';

/** A quote's payments and their mandates as the bind and the policy documents read them. */
export function createPaymentReads(db: Database) {
  return {
    async mandateOf(paymentId: string) {
      const [row] = await db
        .select()
        .from(directDebitMandates)
        .where(eq(directDebitMandates.paymentId, paymentId));
      return row;
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
