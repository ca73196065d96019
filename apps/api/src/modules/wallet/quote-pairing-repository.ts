import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { quotes } from '../../db/schema.js';

export type QuotePairing = 'paired' | 'not-found' | 'owned-by-another';

export function createQuotePairingRepository(db: Database) {
  return {
    /**
     * Gives a visitor's quote to the customer who just signed up, in one statement: a quote that
     * already belongs to someone else is never taken over.
     */
    async pair(quoteReference: string, userId: string): Promise<QuotePairing> {
      const paired = await db
        .update(quotes)
        .set({ ownerUserId: userId })
        .where(
          and(
            eq(quotes.quoteReference, quoteReference),
            or(isNull(quotes.ownerUserId), eq(quotes.ownerUserId, userId)),
          ),
        )
        .returning({ id: quotes.id });
      if (paired.length > 0) return 'paired';
      const [existing] = await db
        .select({ id: quotes.id })
        .from(quotes)
        .where(eq(quotes.quoteReference, quoteReference));
      return existing ? 'owned-by-another' : 'not-found';
    },
  };
}

export type QuotePairingRepository = ReturnType<typeof createQuotePairingRepository>;
