import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ExcessCode, HomeInsurer, HomeQuoteRequest } from '@wallet/domain';
import type { HomeRating } from '../../adapters/insurers/home-insurer-port.js';
import type { Database } from '../../db/client.js';
import { createWriteBatcher } from '../../lib/write-batcher.js';
import { quotes } from '../../db/schema.js';

/** One insurer's answer as it came from its engine, with the excess it was rated on. */
export interface StoredInsurerRating {
  insurer: HomeInsurer;
  excessCode: ExcessCode;
  rating: HomeRating;
}

/**
 * What the quotes table keeps of a home quote beyond the request: each insurer's rating only.
 * The quote as shown is rebuilt from the rating and the request, so nothing is stored twice.
 */
export interface HomeInsurerAnswers {
  ratings: StoredInsurerRating[];
  /** Insurers that did not answer in time or were switched off. */
  unavailable: HomeInsurer[];
}

export interface StoredHomeQuote {
  id: string;
  quoteReference: string;
  ownerUserId: string | null;
  visitorKeyHash: string | null;
  request: HomeQuoteRequest;
  answers: HomeInsurerAnswers;
  selectedInsurer: HomeInsurer | null;
  premiumCents: number | null;
  createdAt: Date;
  /** When the insurers last priced it: a re-quote or a recalculation prices it again. */
  pricedAt: Date;
}

type QuoteStatus = (typeof quotes.$inferInsert)['status'];

export interface NewHomeQuote {
  quoteReference: string;
  ownerUserId: string | null;
  visitorKeyHash: string | null;
  request: HomeQuoteRequest;
  answers: HomeInsurerAnswers;
  selectedInsurer: HomeInsurer | null;
  premiumCents: number | null;
  status: QuoteStatus;
}

const columns = {
  id: quotes.id,
  quoteReference: quotes.quoteReference,
  ownerUserId: quotes.ownerUserId,
  visitorKeyHash: quotes.visitorKeyHash,
  request: quotes.request,
  answers: quotes.insurerAnswers,
  selectedInsurer: quotes.selectedInsurer,
  premiumCents: quotes.premiumCents,
  createdAt: quotes.createdAt,
  pricedAt: quotes.updatedAt,
};

type Row = Omit<StoredHomeQuote, 'request' | 'answers' | 'selectedInsurer'> & {
  request: Record<string, unknown>;
  answers: Record<string, unknown>;
  selectedInsurer: string | null;
};

function stored(row: Row): StoredHomeQuote {
  return {
    ...row,
    request: row.request as unknown as HomeQuoteRequest,
    answers: row.answers as unknown as HomeInsurerAnswers,
    selectedInsurer: row.selectedInsurer as HomeInsurer | null,
  };
}

export function createHomeQuotesRepository(db: Database) {
  const inserts = createWriteBatcher<NewHomeQuote, StoredHomeQuote>({
    async writeMany(batch) {
      const rows = await db
        .insert(quotes)
        .values(
          batch.map((quote) => ({
            product: 'HOME' as const,
            quoteReference: quote.quoteReference,
            ownerUserId: quote.ownerUserId,
            visitorKeyHash: quote.visitorKeyHash,
            request: quote.request as unknown as Record<string, unknown>,
            insurerAnswers: quote.answers as unknown as Record<string, unknown>,
            selectedInsurer: quote.selectedInsurer,
            premiumCents: quote.premiumCents,
            status: quote.status,
          })),
        )
        // Only what the caller lacks: the quote itself need not travel back.
        .returning({
          id: quotes.id,
          quoteReference: quotes.quoteReference,
          createdAt: quotes.createdAt,
          pricedAt: quotes.updatedAt,
        });
      const byReference = new Map(rows.map((row) => [row.quoteReference, row]));
      return batch.map((quote) => {
        const row = byReference.get(quote.quoteReference)!;
        return { ...quote, id: row.id, createdAt: row.createdAt, pricedAt: row.pricedAt };
      });
    },
  });

  return {
    /** Quotes asked for at the same moment are committed together (see write-batcher.ts). */
    insert(quote: NewHomeQuote): Promise<StoredHomeQuote> {
      return inserts.write(quote);
    },

    async findByReference(quoteReference: string): Promise<StoredHomeQuote | undefined> {
      const [row] = await db
        .select(columns)
        .from(quotes)
        .where(and(eq(quotes.quoteReference, quoteReference), eq(quotes.product, 'HOME')));
      return row ? stored(row) : undefined;
    },

    /** Re-quotes a quote in place: the same reference with the new answers and prices. */
    async replace(
      id: string,
      quote: Pick<
        NewHomeQuote,
        'request' | 'answers' | 'selectedInsurer' | 'premiumCents' | 'status'
      >,
    ): Promise<StoredHomeQuote> {
      const [row] = await db
        .update(quotes)
        .set({
          request: quote.request as unknown as Record<string, unknown>,
          insurerAnswers: quote.answers as unknown as Record<string, unknown>,
          selectedInsurer: quote.selectedInsurer,
          premiumCents: quote.premiumCents,
          status: quote.status,
          updatedAt: new Date(),
        })
        .where(eq(quotes.id, id))
        .returning(columns);
      return stored(row!);
    },

    /** Gives a visitor's quote to the customer who signed in on the same browser. */
    async claim(id: string, ownerUserId: string): Promise<void> {
      await db
        .update(quotes)
        .set({ ownerUserId, visitorKeyHash: null })
        .where(and(eq(quotes.id, id), isNull(quotes.ownerUserId)));
    },

    /** Every quote this browser asked for while signed out becomes the customer's. */
    async claimVisitorQuotes(visitorKeyHash: string, ownerUserId: string): Promise<void> {
      await db
        .update(quotes)
        .set({ ownerUserId, visitorKeyHash: null })
        .where(and(eq(quotes.visitorKeyHash, visitorKeyHash), isNull(quotes.ownerUserId)));
    },

    async saveRecalculation(
      id: string,
      change: { answers: HomeInsurerAnswers; selectedInsurer: HomeInsurer; premiumCents: number },
    ): Promise<void> {
      await db
        .update(quotes)
        .set({
          insurerAnswers: change.answers as unknown as Record<string, unknown>,
          selectedInsurer: change.selectedInsurer,
          premiumCents: change.premiumCents,
          updatedAt: new Date(),
        })
        .where(eq(quotes.id, id));
    },

    async latestOwnedBy(ownerUserId: string): Promise<StoredHomeQuote | undefined> {
      const [row] = await db
        .select(columns)
        .from(quotes)
        .where(and(eq(quotes.ownerUserId, ownerUserId), eq(quotes.product, 'HOME')))
        .orderBy(desc(quotes.createdAt))
        .limit(1);
      return row ? stored(row) : undefined;
    },
  };
}

export type HomeQuotesRepository = ReturnType<typeof createHomeQuotesRepository>;
