import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { LiveQuotesSort, PolicyType, QuoteSearchOption } from '@wallet/domain';
import type { Database } from '../../db/client.js';
import { branches, policies, quotes } from '../../db/schema.js';

/**
 * A product whose live quotes agents see (its module's descriptor, product-module.ts): its policy
 * type, and where its request keeps the person quoted for (home's policyholder, car's main
 * driver). Constant paths, written into the statement as literals, never taken from a request.
 */
export interface AgentQuoteProduct {
  policyType: PolicyType;
  personPath: readonly [quote: string, person: string];
}

/** Search All Home Quotes and the selected quote read home's quotes, and their policyholder. */
const HOME_QUOTES: AgentQuoteProduct = {
  policyType: 'HOME',
  personPath: ['home_quote', 'policy_holder_details'],
};

type PersonField = 'email' | 'first_name' | 'last_name' | 'mobile_phone' | 'date_of_birth';

/** A text field of the person quoted for, read from the stored request. */
const personField = (product: AgentQuoteProduct, field: PersonField) =>
  sql<
    string | null
  >`(${quotes.request} #>> ${sql.raw(`'{${product.personPath.join()},${field}}'`)})`;

const dwellingType = sql<
  string | null
>`(${quotes.request} #>> '{home_quote,cover_details,risk_address,dwelling_type}')`;

/** A LIKE pattern matching text that starts with `prefix`, its own wildcards taken literally. */
export function startsWithPattern(prefix: string): string {
  return `${prefix.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * A live quote (platform.md 3.3): priced or referred, not bought, not yet contacted, and not a
 * renewal offer (the renewal cycle's, never one a customer asked for).
 */
const isLive = (product: AgentQuoteProduct) =>
  and(
    eq(quotes.product, product.policyType),
    eq(quotes.contacted, false),
    inArray(quotes.status, ['quoted', 'referred']),
    isNull(quotes.renewalOfPolicyId),
  );

/** Every home quote a customer asked for (renewal offers are the cycle's, not theirs). */
const isCustomersHomeQuote = and(
  eq(quotes.product, HOME_QUOTES.policyType),
  isNull(quotes.renewalOfPolicyId),
);

/** The quote columns a search row is made from (agent-quote-rows.ts). */
const searchRowColumns = {
  quoteReference: quotes.quoteReference,
  ownerUserId: quotes.ownerUserId,
  policyCode: quotes.policyCode,
  firstName: personField(HOME_QUOTES, 'first_name'),
  lastName: personField(HOME_QUOTES, 'last_name'),
  email: personField(HOME_QUOTES, 'email'),
  dateOfBirth: personField(HOME_QUOTES, 'date_of_birth'),
  dwellingType,
  answers: quotes.insurerAnswers,
  pricedAt: quotes.updatedAt,
  branchName: branches.branchName,
};
export interface SearchRowSource {
  quoteReference: string;
  /** The account the quote belongs to, if any: the customer the audit row names. */
  ownerUserId: string | null;
  policyCode: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  dateOfBirth: string | null;
  dwellingType: string | null;
  answers: Record<string, unknown>;
  pricedAt: Date;
  branchName: string | null;
}

/** The quotes the agent screens read: live quotes, Search All Home Quotes, the selected quote. */
export function createAgentQuotesRepository(db: Database) {
  async function countWhere(where: SQL | undefined): Promise<number> {
    const [row] = await db.select({ value: count() }).from(quotes).where(where);
    return row?.value ?? 0;
  }

  async function searchRowsWhere(where: SQL | undefined, limit: number, offset = 0) {
    const rows = await db
      .select(searchRowColumns)
      .from(quotes)
      .leftJoin(branches, eq(branches.id, quotes.branchId))
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(limit)
      .offset(offset);
    return rows satisfies SearchRowSource[];
  }

  return {
    /** One page of a product's live quotes, and how many there are. */
    async livePage(
      product: AgentQuoteProduct,
      pageNumber: number,
      size: number,
      sort: LiveQuotesSort,
    ) {
      const order = sort === 'created_date,ASC' ? asc : desc;
      const where = isLive(product);
      const rows = await db
        .select({
          quoteReference: quotes.quoteReference,
          ownerUserId: quotes.ownerUserId,
          email: personField(product, 'email'),
          firstName: personField(product, 'first_name'),
          lastName: personField(product, 'last_name'),
          mobilePhone: personField(product, 'mobile_phone'),
          premiumCents: quotes.premiumCents,
          createdAt: quotes.createdAt,
          contacted: quotes.contacted,
        })
        .from(quotes)
        .where(where)
        .orderBy(order(quotes.createdAt), order(quotes.id))
        .limit(size)
        .offset(pageNumber * size);
      return { rows, total: await countWhere(where) };
    },

    /** A product's quote by reference, as the contacted tick needs it. */
    async findForContact(product: AgentQuoteProduct, quoteReference: string) {
      const [row] = await db
        .select({
          id: quotes.id,
          ownerUserId: quotes.ownerUserId,
          status: quotes.status,
          contacted: quotes.contacted,
          renewalOfPolicyId: quotes.renewalOfPolicyId,
        })
        .from(quotes)
        .where(
          and(eq(quotes.product, product.policyType), eq(quotes.quoteReference, quoteReference)),
        );
      return row;
    },

    /**
     * Ticks a quote contacted if it is not yet: false when it already was (a second tick, or
     * another agent's at the same moment), so a quote is ticked once.
     */
    async markContacted(id: string): Promise<boolean> {
      // updated_at stays: on a quote it says when the insurers last priced it.
      const rows = await db
        .update(quotes)
        .set({ contacted: true })
        .where(and(eq(quotes.id, id), eq(quotes.contacted, false)))
        .returning({ id: quotes.id });
      return rows.length === 1;
    },

    /**
     * The customers whose home quotes match a starts-with search of one field (any letter case):
     * one per e-mail address, named as on their latest quote, at most `limit`.
     */
    async customersMatching(option: QuoteSearchOption, prefix: string, limit: number) {
      const emailKey = sql<string>`lower(${personField(HOME_QUOTES, 'email')})`;
      const searched = sql`lower(${personField(HOME_QUOTES, option)})`;
      return db
        .selectDistinctOn([emailKey], {
          ownerUserId: quotes.ownerUserId,
          email: personField(HOME_QUOTES, 'email'),
          firstName: personField(HOME_QUOTES, 'first_name'),
          lastName: personField(HOME_QUOTES, 'last_name'),
        })
        .from(quotes)
        .where(
          and(isCustomersHomeQuote, sql`${searched} like ${startsWithPattern(prefix)} escape '\\'`),
        )
        .orderBy(emailKey, desc(quotes.createdAt))
        .limit(limit);
    },

    /** One customer's home quotes by the e-mail they were asked for with, newest first. */
    async quotesOfEmail(email: string, limit: number) {
      return searchRowsWhere(
        and(
          isCustomersHomeQuote,
          sql`lower(${personField(HOME_QUOTES, 'email')}) = ${email.toLowerCase()}`,
        ),
        limit,
      );
    },

    /** One page of a branch's home quotes, newest first, and how many there are. */
    async branchPage(branchId: number, pageNumber: number, size: number) {
      const where = and(isCustomersHomeQuote, eq(quotes.branchId, branchId));
      return {
        rows: await searchRowsWhere(where, size, pageNumber * size),
        total: await countWhere(where),
      };
    },

    /** A home quote by its policy code (a quote's own reference when it has none). */
    async homeQuoteByPolicyCode(code: string) {
      const [row] = await db
        .select({
          id: quotes.id,
          quoteReference: quotes.quoteReference,
          policyCode: quotes.policyCode,
          ownerUserId: quotes.ownerUserId,
          request: quotes.request,
          premiumCents: quotes.premiumCents,
          selectedInsurer: quotes.selectedInsurer,
          createdAt: quotes.createdAt,
          policyReference: policies.referenceNumber,
        })
        .from(quotes)
        .leftJoin(policies, eq(policies.quoteId, quotes.id))
        .where(
          and(
            isCustomersHomeQuote,
            or(eq(quotes.policyCode, code), eq(quotes.quoteReference, code)),
          ),
        )
        .orderBy(desc(quotes.createdAt))
        .limit(1);
      return row;
    },

    /** The demo data's quotes: the branch that took each one and when it was made. */
    async placeForDemo(
      quoteReference: string,
      placed: { branchId: number | null; createdAt: Date },
    ): Promise<void> {
      await db
        .update(quotes)
        .set({
          branchId: placed.branchId,
          createdAt: placed.createdAt,
          updatedAt: placed.createdAt,
        })
        .where(eq(quotes.quoteReference, quoteReference));
    },
  };
}

export type AgentQuotesRepository = ReturnType<typeof createAgentQuotesRepository>;
