import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { quotes } from '../../db/schema.js';

/**
 * Whether the quote was paired. A reference that names no quote and one that names a quote the
 * caller may not take answer alike, so the answer never tells whether a reference exists.
 */
export type QuotePairing = 'paired' | 'not-paired';

export function createQuotePairingRepository(db: Database) {
  return {
    /**
     * Gives a visitor's quote to the customer who just signed up on the same browser, in one
     * statement. The browser's visitor key must be the quote's: a reference alone never pairs a
     * quote, and a quote that belongs to someone else is never taken over.
     */
    async pair(
      quoteReference: string,
      userId: string,
      visitorKeyHash: string | null,
    ): Promise<QuotePairing> {
      const sameBrowser = visitorKeyHash
        ? and(isNull(quotes.ownerUserId), eq(quotes.visitorKeyHash, visitorKeyHash))
        : undefined;
      const paired = await db
        .update(quotes)
        .set({ ownerUserId: userId, visitorKeyHash: null })
        .where(
          and(
            eq(quotes.quoteReference, quoteReference),
            sameBrowser
              ? or(eq(quotes.ownerUserId, userId), sameBrowser)
              : eq(quotes.ownerUserId, userId),
          ),
        )
        .returning({ id: quotes.id });
      return paired.length > 0 ? 'paired' : 'not-paired';
    },
  };
}

export type QuotePairingRepository = ReturnType<typeof createQuotePairingRepository>;
