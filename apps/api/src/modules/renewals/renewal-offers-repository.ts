import { and, asc, desc, eq, gte, inArray, lt, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OutgoingMessage } from '../../adapters/messages/messages-port.js';
import { outboxRowOf } from '../../adapters/messages/outbox-messages.js';
import type { Database } from '../../db/client.js';
import {
  directDebitMandates,
  documents,
  marketingConsents,
  messageOutbox,
  policies,
  policyClaims,
  policyVersions,
  quotes,
  renewalOffers,
  users,
  type QuoteSnapshot,
} from '../../db/schema.js';
import { createPaymentReads, type MarketingRecord } from '../checkout/index.js';

export type PolicyRow = typeof policies.$inferSelect;
export type ClaimRow = typeof policyClaims.$inferSelect;
export type RenewalOfferRow = typeof renewalOffers.$inferSelect;
export type NewRenewalOffer = Omit<typeof renewalOffers.$inferInsert, 'quoteId'>;
export type NewOfferQuote = Omit<typeof quotes.$inferInsert, 'id'>;
export type NewDocument = Omit<typeof documents.$inferInsert, 'policyId'>;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An offer that lost the race for its policy and period: its transaction is rolled back whole. */
class OfferAlreadyIssued extends Error {}

/** The cycle's e-mails carry no one-time code, so nothing is removed from them. */
const writeMessage = (tx: Transaction, message: OutgoingMessage) =>
  tx.insert(messageOutbox).values(outboxRowOf(message, { keepCodes: false }));

/** A policy another policy renews: its renewal is made, whatever its status says. */
const isRenewed = (db: Database) => {
  const renewal = alias(policies, 'renewal');
  return sql`exists (${db
    .select({ one: sql`1` })
    .from(renewal)
    .where(eq(renewal.renewalOfPolicyId, policies.id))})`;
};

/** Active home policies not renewed: the only ones the cycle offers, renews or lapses. */
const openHomePolicy = (db: Database) =>
  and(eq(policies.policyType, 'HOME'), eq(policies.status, 'active'), sql`not ${isRenewed(db)}`);

/**
 * What the renewal cycle reads and writes (renewal-cycle.ts, renewal-offer-job.ts): the policies
 * due an offer or at their renewal date, a policy's chain of earlier years and its claims, and the
 * offer, lapse and their documents and e-mails, each written in one transaction.
 */
export function createRenewalOffersRepository(db: Database) {
  async function offerOf(
    policyId: string,
    renewalDate: string,
  ): Promise<RenewalOfferRow | undefined> {
    const [row] = await db
      .select()
      .from(renewalOffers)
      .where(
        and(
          eq(renewalOffers.renewalOfPolicyId, policyId),
          eq(renewalOffers.renewalDate, renewalDate),
        ),
      );
    return row;
  }

  return {
    /**
     * The quote state a policy stands at: the latest version a mid-term change made, or none
     * while it is as bought (its payment's snapshot then).
     */
    async changedSnapshotOf(policyRowId: string): Promise<QuoteSnapshot | undefined> {
      const [latest] = await db
        .select({ snapshot: policyVersions.snapshot })
        .from(policyVersions)
        .where(eq(policyVersions.policyId, policyRowId))
        .orderBy(desc(policyVersions.version))
        .limit(1);
      return latest?.snapshot;
    },

    /**
     * Active home policies, not renewed and without an offer for the period after them, whose end
     * date lies between the two days (YYYY-MM-DD, both included).
     */
    async withoutOfferEndingBetween(firstEnd: string, lastEnd: string): Promise<PolicyRow[]> {
      return db
        .select()
        .from(policies)
        .where(
          and(
            openHomePolicy(db),
            gte(policies.endDate, firstEnd),
            lte(policies.endDate, lastEnd),
            notExists(
              db
                .select({ one: sql`1` })
                .from(renewalOffers)
                .where(
                  and(
                    eq(renewalOffers.renewalOfPolicyId, policies.id),
                    eq(renewalOffers.renewalDate, sql`${policies.endDate} + 1`),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(policies.endDate), asc(policies.id));
    },

    /** Active home policies, not renewed, whose cover ended before this day (YYYY-MM-DD). */
    async endedBefore(day: string): Promise<PolicyRow[]> {
      return db
        .select()
        .from(policies)
        .where(and(openHomePolicy(db), lt(policies.endDate, day)))
        .orderBy(asc(policies.endDate), asc(policies.id));
    },

    async policyById(id: string): Promise<PolicyRow | undefined> {
      const [row] = await db.select().from(policies).where(eq(policies.id, id));
      return row;
    },

    /** The policy made by renewing this one, if any (whatever its insurer). */
    async renewalOf(policyId: string): Promise<PolicyRow | undefined> {
      const [row] = await db
        .select()
        .from(policies)
        .where(eq(policies.renewalOfPolicyId, policyId));
      return row;
    },

    /**
     * The policy and every earlier year it renews (policies.renewal_of_policy_id), oldest first,
     * the policy itself last.
     */
    async chainOf(policy: PolicyRow): Promise<PolicyRow[]> {
      const chain = [policy];
      const seen = new Set([policy.id]);
      let earlier = policy.renewalOfPolicyId;
      while (earlier && !seen.has(earlier)) {
        seen.add(earlier);
        const [row] = await db.select().from(policies).where(eq(policies.id, earlier));
        if (!row) break;
        chain.unshift(row);
        earlier = row.renewalOfPolicyId;
      }
      return chain;
    },

    /** The claims paid under these policies, oldest first. */
    async claimsOf(policyIds: string[]): Promise<ClaimRow[]> {
      if (policyIds.length === 0) return [];
      return db
        .select()
        .from(policyClaims)
        .where(inArray(policyClaims.policyId, policyIds))
        .orderBy(asc(policyClaims.claimDate), asc(policyClaims.id));
    },

    // The bought quote of a policy: the latest payment of its quote, with its frozen snapshot.
    ...createPaymentReads(db),

    /** The offer of a policy for the period starting on the renewal date. */
    offerOf,

    /** An offer's quote: its reference and the insurers' answers it was priced with. */
    async offerQuoteOf(quoteId: string) {
      const [row] = await db
        .select({ quoteReference: quotes.quoteReference, answers: quotes.insurerAnswers })
        .from(quotes)
        .where(eq(quotes.id, quoteId));
      return row;
    },

    /** Who the cycle's e-mails go to: the policy owner's account. */
    async owner(userId: string) {
      const [row] = await db
        .select({ userId: users.id, email: users.email, givenName: users.givenName })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * The customer's marketing choices for home as they stand, so a renewal made by itself records
     * them as they are; all off when none were ever given.
     */
    async homeMarketingOf(userId: string): Promise<MarketingRecord> {
      const [row] = await db
        .select()
        .from(marketingConsents)
        .where(and(eq(marketingConsents.userId, userId), eq(marketingConsents.policyType, 'HOME')));
      return {
        consent: row?.consent ?? false,
        email: row?.email ?? false,
        phone: row?.phone ?? false,
        text: row?.text ?? false,
        post: row?.post ?? false,
        analyzeTransaction: row?.analyzeTransaction ?? false,
        selectAll: row?.selectAll ?? false,
      };
    },

    /**
     * Issues an offer once per policy and period: its quote, the offer, the notice's documents on
     * the current policy and the e-mail, all or nothing. When an offer for the period is already
     * there (another process issued it first), nothing at all is written.
     */
    async issueOffer(input: {
      quote: NewOfferQuote;
      offer: NewRenewalOffer;
      documents: NewDocument[];
      message: OutgoingMessage;
    }): Promise<{ issued: boolean; offer: RenewalOfferRow }> {
      try {
        const offer = await db.transaction(async (tx) => {
          const [quote] = await tx.insert(quotes).values(input.quote).returning({ id: quotes.id });
          const [offer] = await tx
            .insert(renewalOffers)
            .values({ ...input.offer, quoteId: quote!.id })
            .onConflictDoNothing({
              target: [renewalOffers.renewalOfPolicyId, renewalOffers.renewalDate],
            })
            .returning();
          if (!offer) throw new OfferAlreadyIssued();
          if (input.documents.length > 0) {
            await tx
              .insert(documents)
              .values(
                // Dated as the offer is, by one clock: its documents are those issued with it.
                input.documents.map((row) => ({
                  ...row,
                  policyId: offer.renewalOfPolicyId,
                  createdAt: offer.issuedAt,
                })),
              )
              .onConflictDoNothing();
          }
          await writeMessage(tx, input.message);
          return offer;
        });
        return { issued: true, offer };
      } catch (error) {
        if (!(error instanceof OfferAlreadyIssued)) throw error;
        const offer = await offerOf(input.offer.renewalOfPolicyId, input.offer.renewalDate);
        return { issued: false, offer: offer! };
      }
    },

    /**
     * A policy not renewed by its renewal date lapses: the policy and its offer (if any) marked
     * lapsed, the lapse documents and the e-mail, all or nothing, and only by the first attempt
     * that finds the policy still active.
     */
    async lapse(input: {
      policyId: string;
      renewalDate: string;
      documents: NewDocument[];
      /** None when the owner's account is gone. */
      message?: OutgoingMessage;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const lapsed = await tx
          .update(policies)
          .set({ status: 'lapsed', updatedAt: new Date() })
          .where(and(eq(policies.id, input.policyId), eq(policies.status, 'active')))
          .returning({ id: policies.id });
        if (lapsed.length === 0) return false;
        await tx
          .update(renewalOffers)
          .set({ status: 'lapsed', updatedAt: new Date() })
          .where(
            and(
              eq(renewalOffers.renewalOfPolicyId, input.policyId),
              eq(renewalOffers.renewalDate, input.renewalDate),
              inArray(renewalOffers.status, ['offered', 'accepted']),
            ),
          );
        if (input.documents.length > 0) {
          await tx
            .insert(documents)
            .values(input.documents.map((row) => ({ ...row, policyId: input.policyId })))
            .onConflictDoNothing();
        }
        if (input.message) await writeMessage(tx, input.message);
        return true;
      });
    },

    async policyByPolicyId(policyId: string): Promise<PolicyRow | undefined> {
      const [row] = await db.select().from(policies).where(eq(policies.policyId, policyId));
      return row;
    },

    /** A seeded direct-debit payment's mandate, once (a bind writes its own with its payment). */
    async insertMandateIfAbsent(
      paymentId: string,
      mandate: { accountHolder: string; iban: string; bic: string },
    ): Promise<void> {
      const [existing] = await db
        .select({ id: directDebitMandates.id })
        .from(directDebitMandates)
        .where(eq(directDebitMandates.paymentId, paymentId));
      if (!existing) await db.insert(directDebitMandates).values({ ...mandate, paymentId });
    },

    /** Claims paid under a policy (the demo customer's history; a claims system would write them). */
    async recordClaims(rows: (typeof policyClaims.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(policyClaims).values(rows);
    },

    async claimCountOf(policyId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(policyClaims)
        .where(eq(policyClaims.policyId, policyId));
      return Number(row?.count ?? 0);
    },
  };
}

export type RenewalOffersRepository = ReturnType<typeof createRenewalOffersRepository>;
