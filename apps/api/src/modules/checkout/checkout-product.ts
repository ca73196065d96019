import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  BindField,
  BindPayment,
  CheckoutPaymentRules,
  DocumentBusinessProcess,
  NoClaimsYears,
  PaymentType,
  PolicyType,
  ProductDocumentOnRequest,
  ProductFacts,
} from '@wallet/domain';
import type {
  PolicyPayment,
  PolicyDocumentSet,
} from '../../adapters/documents/policy-documents-port.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import type { QuoteSnapshot, RenewalOfQuote } from '../../db/schema.js';
import type { MarketingRecord } from './bind-records-repository.js';

export type { QuoteSnapshot, RenewalOfQuote };

/** The business processes a policy's own documents are filed under when it is made. */
export type PolicyBusinessProcess = Extract<
  DocumentBusinessProcess,
  'NEW_BUSINESS' | 'RENEWAL_CONFIRMATION' | 'RENEWAL_TRANSFER'
>;

/** Who buys: a signed-in customer; a quote their browser made while signed out is theirs too. */
export interface BindCaller {
  userId: string;
  email: string;
  visitorKeyHash: string | null;
}

/**
 * A quote as a bind status call reads it: its customer, and the agent who made it for them
 * (agent mode), the two who may ask where its bind stands.
 */
export interface StatusQuote {
  id: string;
  quoteReference: string;
  ownerUserId: string | null;
  createdByAgentId?: string | null;
}

/**
 * Who asks where a bind stands: a customer for their own quotes, or an agent for the quotes they
 * made for customers (decision 0021).
 */
export interface StatusReader {
  userId: string;
  email: string;
  as: 'customer' | 'agent';
}

/** A bind as every product's checkout sees it, read from the product's own payload. */
export interface BindOrder {
  quoteReference: string;
  /** The offer chosen within the quote: home's scheme code, travel's quote name and premium id. */
  choice: string;
  payment: BindPayment & {
    paymentType: PaymentType;
    /** The account holder of a direct debit (and the name on a card, when the bind states it). */
    purchaser: string | null;
    /** The gateway's token of an authorised card. */
    cardToken: string | null;
    /** As the bind states it; a card's brand is otherwise learnt when it is charged. */
    cardBrand: string | null;
    iban: string | null;
    bic: string | null;
  };
  marketing: MarketingRecord;
  /**
   * What the product's bind declares besides the payment, read only by the product's quoteToBuy
   * (car: every driver's offences and the conviction answer, which must be the quote's).
   */
  declared?: unknown;
  /**
   * Whether the policy renews by itself each year; by default a direct-debit policy does. A
   * renewal states the customer's choice.
   */
  autoRenew?: boolean;
  /**
   * What must still hold when the payment is written, checked in the transaction that writes it,
   * after the quote's row lock (a renewal: its offer still sold on the terms the bind was checked
   * against). It locks what it reads, and throws (409) to refuse: nothing is written then.
   */
  stillHolds?: (tx: BindTransaction, quoteId: string) => Promise<void>;
}

/** The transaction a bind's payment is written in. */
export type BindTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The quote a bind names, read from the product's records once the caller may use it. */
export interface QuoteToBuy {
  id: string;
  quoteReference: string;
  /** When it was last priced: quotes are bought within the product's validity. */
  pricedAt: Date;
  /** YYYY-MM-DD */
  startDate: string;
  /** The chosen offer's price in cents as the insurer rated it; null when it was not priced. */
  priceCents: number | null;
  /**
   * The quote's request and insurers' answers as read for these checks. The bind pays only for
   * this: if the quote reads otherwise under its row lock, it was changed meanwhile.
   */
  content: Pick<QuoteSnapshot, 'request' | 'answers'>;
  /** A renewal offer's quote: the policy it renews, kept in the payment's snapshot. */
  renewalOf?: RenewalOfQuote;
}

/** A bound policy's numbers, fixed when the bind starts so every attempt issues the same. */
export interface PolicyNumbers {
  policyNumber: string;
  referenceNumber: string;
  policyId: string;
}

/** What the policy documents name besides the quote: its numbers, period and issue time. */
export interface IssuedPolicy extends PolicyNumbers {
  quoteReference: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD */
  endDate: string;
  issuedAt: Date;
}

/** What a bound quote becomes: the insurer, the period and its documents. */
export interface PolicyToIssue {
  insurer: string;
  /**
   * The annual premium the policy records, when it is not what the payment pays in all: car
   * monthly pays its total if paid by instalment, whose annual premium is the single payment.
   * Absent: the payment's amount is the premium (home, whose monthly plan costs nothing more;
   * travel, paid once).
   */
  annualPremiumCents?: number;
  /**
   * Why its documents exist (home.md 7): NEW_BUSINESS when absent; a renewal with the same
   * insurer RENEWAL_CONFIRMATION, with the other insurer RENEWAL_TRANSFER.
   */
  businessProcess?: PolicyBusinessProcess;
  /** The policy this one renews (policies.id): it is marked renewed with this one's making. */
  renewalOfPolicyId?: string;
  /**
   * The number the policy keeps instead of a new one: a renewal with the same insurer is the same
   * policy for a new period (docs/decisions/0016). Its reference and policy_id stay its own.
   */
  policyNumber?: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD */
  endDate: string;
  documents(policy: IssuedPolicy, payment: PolicyPayment): PolicyDocumentSet;
}

/**
 * Everything a purchase needs that differs by product. The checkout (bind, bind job, payments,
 * documents) reads a product only through this, so car and travel plug in with an entry of
 * their own (docs/decisions/0006).
 */
export interface CheckoutProduct {
  policyType: PolicyType;
  /** Frequencies, collection days, monthly plan and quote validity (domain rules). */
  paymentRules: CheckoutPaymentRules;
  /**
   * How the purchase confirmation names the premium paid: an annual premium, or (travel, whose
   * policy covers a trip) the premium.
   */
  premiumLabel: string;
  /** The card gateway account the product's payments are authorised and captured on. */
  cardAccountId: string;
  /** The policy numbers in the insurer's style, from one sequence number. */
  policyNumbers(sequence: number): PolicyNumbers;
  /** Where each bind field sits in the product's bind payload, for field errors. */
  fieldPaths: Record<BindField, string>;
  /** The quote with the chosen offer's price, when the caller may buy it; 404 otherwise. */
  quoteToBuy(order: BindOrder, caller: BindCaller): Promise<QuoteToBuy>;
  /** The quote a status call names, with who may read its status (the checkout decides). */
  statusQuote(quoteReference: string): Promise<StatusQuote | undefined>;
  /**
   * The chosen offer as the policy is made from it, read from the quote as its payment froze it
   * (never from the quote as it stands); nothing when the snapshot holds no such priced offer.
   */
  policyToIssue(snapshot: QuoteSnapshot): PolicyToIssue | undefined;
  /**
   * The excess a claim of this kind carries under the policy the snapshot made (its terms, as its
   * schedule prints them), in cents; null where none applies; undefined when the snapshot does not
   * say (no such priced offer). A product claimed by phone only has none.
   */
  claimExcessCents?(snapshot: QuoteSnapshot, kind: string): number | null | undefined;
  /**
   * Issue 45: what the documents its customers ask for on request (facts.documentsOnRequest) are
   * drawn from: the bound policy's document each is made from, by its stable name (car's disc for
   * a replacement disc), and the no-claims years the snapshot's policy was priced with. None for a
   * product that gives no such document.
   */
  documentsOnRequest?: DocumentsOnRequestSources;
  /** The product's bind, bind_upload and bind_status routes, on their spec paths. */
  bindRoutes: FastifyPluginAsyncZod;
}

/** Where a product's documents on request come from (CheckoutProduct.documentsOnRequest). */
export interface DocumentsOnRequestSources {
  /** The document of its policy's set each is drawn from, e.g. replacement_disc: 'motor-disc'. */
  drawnFrom: Partial<Record<ProductDocumentOnRequest, string>>;
  /**
   * The years of no claims discount the snapshot's policy was priced with, and whether it is
   * protected; undefined when the snapshot does not say.
   */
  noClaimsOf(
    snapshot: QuoteSnapshot,
  ): { years: NoClaimsYears; protectedBonus: boolean } | undefined;
}

/** A product's own words in the checkout, from its facts: its policy type and card account. */
export const checkoutIdentityOf = (facts: Pick<ProductFacts, 'policyType' | 'cardAccountId'>) => ({
  policyType: facts.policyType,
  cardAccountId: facts.cardAccountId,
});

/**
 * The quote a bind names, when the buyer may buy it (theirs, or their browser's while signed
 * out); 404 in the product's words otherwise. Nothing is written here: a visitor's quote becomes
 * the buyer's with the bind's payment.
 */
export async function quoteTheBuyerMayBuy<Stored>(
  reachable: (
    quoteReference: string,
    requester: { userId: string | null; visitorKeyHash: string | null },
  ) => Promise<Stored | undefined>,
  quoteReference: string,
  caller: BindCaller,
  missing: string,
): Promise<Stored> {
  const stored = await reachable(quoteReference, {
    userId: caller.userId,
    visitorKeyHash: caller.visitorKeyHash,
  });
  if (!stored) throw notFound(missing);
  return stored;
}

/** The checkout's products by policy type: registered once, in services.ts. */
export function createCheckoutProducts(entries: readonly CheckoutProduct[]) {
  const byType = new Map(entries.map((entry) => [entry.policyType, entry]));
  return {
    of(policyType: PolicyType): CheckoutProduct {
      const product = byType.get(policyType);
      if (!product) throw new Error(`${policyType} is not sold through the checkout`);
      return product;
    },
    all: (): readonly CheckoutProduct[] => [...byType.values()],
  };
}

export type CheckoutProducts = ReturnType<typeof createCheckoutProducts>;

/** A stored quote's content as a bind's snapshot keeps it (its request and the insurers' answers). */
export function quoteContentOf(stored: {
  request: unknown;
  answers: unknown;
}): Pick<QuoteSnapshot, 'request' | 'answers'> {
  return {
    request: stored.request as Record<string, unknown>,
    answers: stored.answers as Record<string, unknown>,
  };
}

/**
 * The quote a bind buys, as every product's quoteToBuy answers it: the stored quote with the
 * start date and the chosen offer's price the product reads from it.
 */
export function quoteToBuyOf(
  stored: {
    id: string;
    quoteReference: string;
    pricedAt: Date;
    request: unknown;
    answers: unknown;
  },
  read: Pick<QuoteToBuy, 'startDate' | 'priceCents'>,
): QuoteToBuy {
  return {
    id: stored.id,
    quoteReference: stored.quoteReference,
    pricedAt: stored.pricedAt,
    ...read,
    content: quoteContentOf(stored),
  };
}

/** The quote a payment froze, in the shape the product's quotes table holds, as quoteContentOf wrote it. */
export function frozenQuoteOf<Stored extends { request: unknown; answers: unknown }>(
  snapshot: Pick<QuoteSnapshot, 'request' | 'answers'>,
): Pick<Stored, 'request' | 'answers'> {
  return {
    request: snapshot.request as unknown as Stored['request'],
    answers: snapshot.answers as unknown as Stored['answers'],
  };
}
