import { randomInt } from 'node:crypto';
import { notFound } from '../../lib/http-errors.js';
import type { AgentQuoteStamp } from './product-quotes-repository.js';

/** Who asks: a signed-in customer, or a visitor known by their browser's visitor key. */
export interface QuoteRequester {
  userId: string | null;
  visitorKeyHash: string | null;
}

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 10;

/**
 * A product's prefix ('HQ', 'TQ') and ten characters without look-alikes (0/O, 1/I): easy to read
 * out on the phone.
 */
export function newQuoteReference(prefix: string): string {
  let reference = prefix;
  for (let index = 0; index < REFERENCE_LENGTH; index += 1) {
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return reference;
}

interface OwnedQuote {
  id: string;
  ownerUserId: string | null;
  visitorKeyHash: string | null;
}

/**
 * Who may use a quote: its owner, or, while no one owns it, the browser that asked for it. A
 * quote someone else owns is answered exactly like a quote that does not exist.
 */
export function createQuoteAccess<Stored extends OwnedQuote>(
  quotes: {
    findByReference(quoteReference: string): Promise<Stored | undefined>;
    claim(id: string, ownerUserId: string): Promise<void>;
  },
  missing: string,
) {
  /** The quote, if this requester may use it; nothing is written. */
  async function reachable(
    quoteReference: string,
    requester: QuoteRequester,
  ): Promise<Stored | undefined> {
    const stored = await quotes.findByReference(quoteReference);
    if (!stored) return undefined;
    if (stored.ownerUserId) return stored.ownerUserId === requester.userId ? stored : undefined;
    return requester.visitorKeyHash && stored.visitorKeyHash === requester.visitorKeyHash
      ? stored
      : undefined;
  }

  /** The quote, if this requester may use it; a signed-in customer claims their visitor quote. */
  async function accessible(quoteReference: string, requester: QuoteRequester): Promise<Stored> {
    const stored = await reachable(quoteReference, requester);
    if (!stored) throw notFound(missing);
    if (!stored.ownerUserId && requester.userId) {
      await quotes.claim(stored.id, requester.userId);
      return { ...stored, ownerUserId: requester.userId, visitorKeyHash: null };
    }
    return stored;
  }

  return { reachable, accessible };
}

/**
 * A priced quote kept for whoever asked (car-travel-payment.md 7): asking again with changed
 * answers prices the caller's own quote again under its reference; a reference they cannot reach,
 * or a quote already bought, makes a new quote with a new reference of the product's prefix.
 */
export async function keepPricedQuote<Stored extends OwnedQuote & { bought: boolean }, Pricing>(
  quotes: {
    replace(id: string, pricing: Pricing): Promise<Stored>;
    insert(
      quote: Pricing & {
        quoteReference: string;
        ownerUserId: string | null;
        visitorKeyHash: string | null;
      },
    ): Promise<Stored>;
  },
  access: { accessible(quoteReference: string, requester: QuoteRequester): Promise<Stored> },
  asked: { requester: QuoteRequester; quoteReference?: string; prefix: string },
  price: () => Promise<Pricing>,
): Promise<Stored> {
  const { requester, quoteReference, prefix } = asked;
  const existing = quoteReference
    ? await access.accessible(quoteReference, requester).catch(() => undefined)
    : undefined;
  const pricing = await price();
  if (existing && !existing.bought) return quotes.replace(existing.id, pricing);
  return quotes.insert({
    ...pricing,
    quoteReference: newQuoteReference(prefix),
    ownerUserId: requester.userId,
    visitorKeyHash: requester.userId ? null : requester.visitorKeyHash,
  });
}

/**
 * A request an agent priced for a customer, before it is kept: the customer's quote it prices
 * again (theirs, not bought) or the new reference it will have (decision 0021).
 */
export interface PricedForCustomer<Stored, Pricing> {
  existing: Stored | undefined;
  quoteReference: string;
  priced: Pricing;
}

/**
 * Keeps an agent's priced quote for its customer, naming the agent and their branch, on the
 * repositories of the transaction that records the agent's action (never batched with others).
 */
export function keepAgentQuote<Stored extends { id: string }, Pricing>(
  quotes: {
    replace(id: string, pricing: Pricing, stamp: AgentQuoteStamp): Promise<Stored>;
    insertForAgent(
      quote: Pricing & {
        quoteReference: string;
        ownerUserId: string | null;
        visitorKeyHash: null;
      },
      stamp: AgentQuoteStamp,
    ): Promise<Stored>;
  },
  customerUserId: string | null,
  { existing, quoteReference, priced }: PricedForCustomer<Stored, Pricing>,
  stamp: AgentQuoteStamp,
): Promise<Stored> {
  return existing
    ? quotes.replace(existing.id, priced, stamp)
    : quotes.insertForAgent(
        { ...priced, quoteReference, ownerUserId: customerUserId, visitorKeyHash: null },
        stamp,
      );
}
