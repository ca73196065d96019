import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { BIND_MESSAGES, QUOTE_CONFLICT_CODES, type PolicyType } from '@wallet/domain';
import type { Database } from '../../db/client.js';
import { OPEN_PAYMENT_STATUSES, payments, policies, quotes } from '../../db/schema.js';
import { HttpError } from '../../lib/http-errors.js';
import { createWriteBatcher } from '../../lib/write-batcher.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A quote with a payment under way, or bought, is what is paid for: it is never re-priced. */
export const quoteBeingBought = () =>
  new HttpError(409, QUOTE_CONFLICT_CODES.beingBought, BIND_MESSAGES.quoteBeingBought);

/**
 * Takes the quote's row lock (the one a bind takes to start its payment) and refuses the change
 * when the quote is bought or a payment of it stands: whichever of the two comes second sees the
 * other, on PostgreSQL's many connections as on the embedded database's one.
 */
async function lockForRepricing(tx: Transaction, id: string): Promise<void> {
  const [quote] = await tx
    .select({ status: quotes.status })
    .from(quotes)
    .where(eq(quotes.id, id))
    .for('update');
  const [payment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.quoteId, id), inArray(payments.status, OPEN_PAYMENT_STATUSES)))
    .limit(1);
  if (quote?.status === 'bound' || payment) throw quoteBeingBought();
}

/**
 * A product's quotes in the quotes table: what was asked (the request) and what the insurers
 * answered, with the chosen insurer and price in cents. Every product keeps its quotes the same
 * way; only the request and answers differ, and each product reads only its own rows.
 */
export interface StoredQuote<Request, Answers, Insurer extends string = string> {
  id: string;
  quoteReference: string;
  ownerUserId: string | null;
  visitorKeyHash: string | null;
  request: Request;
  answers: Answers;
  selectedInsurer: Insurer | null;
  premiumCents: number | null;
  createdAt: Date;
  /** When the insurers last priced it: a re-quote or a recalculation prices it again. */
  pricedAt: Date;
  /** Bought: a policy was made from it, so it is no longer a quote to resume or re-price. */
  bought: boolean;
  /**
   * A renewal offer's quote: the policy it renews (policies.id). Priced by the renewal cycle and
   * bought only as a renewal, never re-quoted from a form nor offered for resume.
   */
  renewalOfPolicyId: string | null;
  /** The agent who made it for its customer (agent mode); absent or null for a quote made online. */
  createdByAgentId?: string | null;
}

/** Who made a quote for its customer, and from which branch (agent mode, decision 0021). */
export interface AgentQuoteStamp {
  createdByAgentId: string;
  branchId: number | null;
}

export type QuoteStatus = (typeof quotes.$inferInsert)['status'];

export type NewQuote<Request, Answers, Insurer extends string = string> = Omit<
  StoredQuote<Request, Answers, Insurer>,
  'id' | 'createdAt' | 'pricedAt' | 'bought' | 'renewalOfPolicyId' | 'createdByAgentId'
> & { status: QuoteStatus };

export type QuotePricing<Request, Answers, Insurer extends string = string> = Pick<
  NewQuote<Request, Answers, Insurer>,
  'request' | 'answers' | 'selectedInsurer' | 'premiumCents' | 'status'
>;

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
  status: quotes.status,
  renewalOfPolicyId: quotes.renewalOfPolicyId,
  createdByAgentId: quotes.createdByAgentId,
};

const asJson = (value: unknown) => value as Record<string, unknown>;

export function createProductQuotesRepository<Request, Answers, Insurer extends string>(
  db: Database,
  product: PolicyType,
) {
  type Stored = StoredQuote<Request, Answers, Insurer>;
  type New = NewQuote<Request, Answers, Insurer>;
  const stored = ({ status, ...row }: { [K in keyof typeof columns]: unknown }): Stored => ({
    ...(row as Omit<Stored, 'bought'>),
    // The bind marks the quote bound in the transaction that makes its policy.
    bought: status === 'bound',
  });
  const ofProduct = eq(quotes.product, product);

  const inserts = createWriteBatcher<New, Stored>({
    async writeMany(batch) {
      const rows = await db
        .insert(quotes)
        .values(
          batch.map((quote) => ({
            product,
            quoteReference: quote.quoteReference,
            ownerUserId: quote.ownerUserId,
            visitorKeyHash: quote.visitorKeyHash,
            request: asJson(quote.request),
            insurerAnswers: asJson(quote.answers),
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
        return {
          ...quote,
          id: row.id,
          createdAt: row.createdAt,
          pricedAt: row.pricedAt,
          bought: false,
          renewalOfPolicyId: null,
        };
      });
    },
  });

  return {
    /** Quotes asked for at the same moment are committed together (see write-batcher.ts). */
    insert(quote: New): Promise<Stored> {
      return inserts.write(quote);
    },

    /**
     * An agent's quote for a customer, written at once on this repository's connection: inside
     * the transaction that records the agent's action, never batched with other writes.
     */
    async insertForAgent(quote: New, stamp: AgentQuoteStamp): Promise<Stored> {
      const [row] = await db
        .insert(quotes)
        .values({
          product,
          quoteReference: quote.quoteReference,
          ownerUserId: quote.ownerUserId,
          visitorKeyHash: null,
          request: asJson(quote.request),
          insurerAnswers: asJson(quote.answers),
          selectedInsurer: quote.selectedInsurer,
          premiumCents: quote.premiumCents,
          status: quote.status,
          createdByAgentId: stamp.createdByAgentId,
          branchId: stamp.branchId,
        })
        .returning(columns);
      return stored(row!);
    },

    async findByReference(quoteReference: string): Promise<Stored | undefined> {
      const [row] = await db
        .select(columns)
        .from(quotes)
        .where(and(eq(quotes.quoteReference, quoteReference), ofProduct));
      return row ? stored(row) : undefined;
    },

    /**
     * Prices a quote again in place: the same reference with the new request and answers;
     * refused (409) once the quote is being bought.
     */
    async replace(
      id: string,
      quote: QuotePricing<Request, Answers, Insurer>,
      /** An agent pricing it again for its customer: the quote now names them and their branch. */
      stamp?: AgentQuoteStamp,
    ): Promise<Stored> {
      return db.transaction(async (tx) => {
        await lockForRepricing(tx, id);
        const [row] = await tx
          .update(quotes)
          .set({
            request: asJson(quote.request),
            insurerAnswers: asJson(quote.answers),
            selectedInsurer: quote.selectedInsurer,
            premiumCents: quote.premiumCents,
            status: quote.status,
            ...(stamp && { createdByAgentId: stamp.createdByAgentId, branchId: stamp.branchId }),
            updatedAt: new Date(),
          })
          .where(eq(quotes.id, id))
          .returning(columns);
        return stored(row!);
      });
    },

    /** Gives a visitor's quote to the customer who signed in on the same browser. */
    async claim(id: string, ownerUserId: string): Promise<void> {
      await db
        .update(quotes)
        .set({ ownerUserId, visitorKeyHash: null })
        .where(and(eq(quotes.id, id), isNull(quotes.ownerUserId)));
    },

    /** Every quote (of any product) this browser asked for while signed out becomes the customer's. */
    async claimVisitorQuotes(visitorKeyHash: string, ownerUserId: string): Promise<void> {
      await db
        .update(quotes)
        .set({ ownerUserId, visitorKeyHash: null })
        .where(and(eq(quotes.visitorKeyHash, visitorKeyHash), isNull(quotes.ownerUserId)));
    },

    /**
     * A new price for the answers as they stand: the request is unchanged. Refused (409) once
     * the quote is being bought.
     */
    async saveRecalculation(
      id: string,
      change: { answers: Answers; selectedInsurer: Insurer; premiumCents: number },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await lockForRepricing(tx, id);
        await tx
          .update(quotes)
          .set({
            insurerAnswers: asJson(change.answers),
            selectedInsurer: change.selectedInsurer,
            premiumCents: change.premiumCents,
            updatedAt: new Date(),
          })
          .where(eq(quotes.id, id));
      });
    },

    /** The reference number of the policy made from a quote, when it was bought. */
    async policyReferenceOf(quoteId: string): Promise<string | null> {
      const [row] = await db
        .select({ referenceNumber: policies.referenceNumber })
        .from(policies)
        .where(eq(policies.quoteId, quoteId));
      return row?.referenceNumber ?? null;
    },

    async latestOwnedBy(ownerUserId: string): Promise<Stored | undefined> {
      const [row] = await db
        .select(columns)
        .from(quotes)
        // A renewal offer is not a quote the customer asked for: never the one to resume.
        .where(
          and(eq(quotes.ownerUserId, ownerUserId), ofProduct, isNull(quotes.renewalOfPolicyId)),
        )
        .orderBy(desc(quotes.createdAt))
        .limit(1);
      return row ? stored(row) : undefined;
    },
  };
}

export type ProductQuotesRepository<Request, Answers, Insurer extends string> = ReturnType<
  typeof createProductQuotesRepository<Request, Answers, Insurer>
>;
