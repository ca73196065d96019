import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { payments, policies, quotes, renewalOffers } from '../../db/schema.js';
import type { RenewalOfferOnSale } from '../home/index.js';

export type RenewalOfferRow = typeof renewalOffers.$inferSelect;
type PolicyRow = typeof policies.$inferSelect;

/** An offer with the policy it renews and its quote's reference, as the customer's calls read it. */
export interface RenewalOfferRecord {
  offer: RenewalOfferRow;
  policy: PolicyRow;
  quoteReference: string;
  /** Whether the renewed policy was paid by direct debit (home.md 3 direct_debit_policy). */
  paidByDirectDebit: boolean;
  /** The policy made from the offer, once renewed. */
  renewedPolicy: { referenceNumber: string } | null;
}

/** Offers a customer can still act on. */
const OPEN_STATUSES = ['offered', 'accepted'] as const;

/**
 * What the customer's renewal calls and the checkout read of renewal offers, and the customer's
 * own changes to them (auto-renewal, acceptance, a refused statement of fact). The renewal cycle
 * writes offers (renewal-offers-repository.ts); every read here is by owner.
 */
export function createRenewalViewsRepository(db: Database) {
  /** Whether the policy was paid by direct debit: its quote's latest payment. */
  async function paidByDirectDebit(policy: PolicyRow): Promise<boolean> {
    if (!policy.quoteId) return false;
    const [payment] = await db
      .select({ method: payments.method })
      .from(payments)
      .where(eq(payments.quoteId, policy.quoteId))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return payment?.method === 'direct_debit';
  }

  async function recordOf(offer: RenewalOfferRow, policy: PolicyRow): Promise<RenewalOfferRecord> {
    const [quote] = await db
      .select({ quoteReference: quotes.quoteReference })
      .from(quotes)
      .where(eq(quotes.id, offer.quoteId));
    const [renewed] = await db
      .select({ referenceNumber: policies.referenceNumber })
      .from(policies)
      .where(eq(policies.quoteId, offer.quoteId));
    return {
      offer,
      policy,
      quoteReference: quote?.quoteReference ?? '',
      paidByDirectDebit: await paidByDirectDebit(policy),
      renewedPolicy: renewed ?? null,
    };
  }

  /** The latest offer of the owner's policy named by one of its columns. */
  async function latestOffer(
    ownerUserId: string,
    policyMatch: ReturnType<typeof eq>,
  ): Promise<RenewalOfferRecord | undefined> {
    const [row] = await db
      .select({ offer: renewalOffers, policy: policies })
      .from(renewalOffers)
      .innerJoin(policies, eq(policies.id, renewalOffers.renewalOfPolicyId))
      .where(and(eq(policies.ownerUserId, ownerUserId), policyMatch))
      .orderBy(desc(renewalOffers.renewalDate))
      .limit(1);
    return row ? recordOf(row.offer, row.policy) : undefined;
  }

  return {
    /** By the spec's policy_id (the insurer's identifier), the owner's only. */
    offerOfPolicyId: (ownerUserId: string, policyId: string) =>
      latestOffer(ownerUserId, eq(policies.policyId, policyId)),

    /** By the policy code (the policy number), the owner's only. */
    offerOfPolicyNumber: (ownerUserId: string, policyNumber: string) =>
      latestOffer(ownerUserId, eq(policies.policyNumber, policyNumber)),

    /** The owner's offers still open, on policies still in force. */
    async openOffersOf(ownerUserId: string): Promise<RenewalOfferRecord[]> {
      const rows = await db
        .select({ offer: renewalOffers, policy: policies })
        .from(renewalOffers)
        .innerJoin(policies, eq(policies.id, renewalOffers.renewalOfPolicyId))
        .where(
          and(
            eq(policies.ownerUserId, ownerUserId),
            eq(policies.status, 'active'),
            inArray(renewalOffers.status, OPEN_STATUSES),
          ),
        )
        .orderBy(renewalOffers.renewalDate);
      return Promise.all(rows.map((row) => recordOf(row.offer, row.policy)));
    },

    /** The offer a renewal bind buys, by its quote (home-renewal-purchase.ts). */
    async offerOfQuote(quoteId: string): Promise<RenewalOfferOnSale | undefined> {
      const [row] = await db
        .select({ offer: renewalOffers, insurer: policies.insurer, autoRenew: policies.autoRenew })
        .from(renewalOffers)
        .innerJoin(policies, eq(policies.id, renewalOffers.renewalOfPolicyId))
        .where(eq(renewalOffers.quoteId, quoteId));
      if (!row) return undefined;
      return {
        renewalOfPolicyId: row.offer.renewalOfPolicyId,
        renewalDate: row.offer.renewalDate,
        renewalNumber: row.offer.renewalNumber,
        status: row.offer.status,
        currentInsurer: row.insurer ?? '',
        renewalSchemeCode: row.offer.renewalSchemeCode,
        statementOfFactDeclined: row.offer.statementOfFactDeclinedAt !== null,
        autoRenewal: row.autoRenew,
      };
    },

    /** The owner's policy in force, by the spec's policy_id, and how it is paid. */
    async ownedActivePolicy(
      ownerUserId: string,
      policyId: string,
    ): Promise<{ record: PolicyRow; paidByDirectDebit: boolean } | undefined> {
      const [policy] = await db
        .select()
        .from(policies)
        .where(
          and(
            eq(policies.ownerUserId, ownerUserId),
            eq(policies.policyId, policyId),
            eq(policies.status, 'active'),
          ),
        );
      if (!policy) return undefined;
      return { record: policy, paidByDirectDebit: await paidByDirectDebit(policy) };
    },

    /**
     * Auto-renewal on or off, on a policy still in force (the caller checked the owner). Off, an
     * offer accepted to renew by itself is open again: the customer must then pay to renew.
     */
    async setAutoRenew(policyRowId: string, enabled: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(policies)
          .set({ autoRenew: enabled, updatedAt: new Date() })
          .where(and(eq(policies.id, policyRowId), eq(policies.status, 'active')));
        if (!enabled) {
          await tx
            .update(renewalOffers)
            .set({ status: 'offered', updatedAt: new Date() })
            .where(
              and(
                eq(renewalOffers.renewalOfPolicyId, policyRowId),
                eq(renewalOffers.status, 'accepted'),
              ),
            );
        }
      });
    },

    /** The renewal accepted to renew by itself: the offer accepted, the policy set to auto-renew. */
    async acceptForAutoRenewal(offerId: string, policyRowId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(renewalOffers)
          .set({ status: 'accepted', updatedAt: new Date() })
          .where(and(eq(renewalOffers.id, offerId), eq(renewalOffers.status, 'offered')));
        await tx
          .update(policies)
          .set({ autoRenew: true, updatedAt: new Date() })
          .where(eq(policies.id, policyRowId));
      });
    },

    /** 'I do not confirm': the alternative cannot be bought online any more. */
    async declineStatementOfFact(offerId: string, at: Date): Promise<void> {
      await db
        .update(renewalOffers)
        .set({ statementOfFactDeclinedAt: at, updatedAt: at })
        .where(eq(renewalOffers.id, offerId));
    },
  };
}

export type RenewalViewsRepository = ReturnType<typeof createRenewalViewsRepository>;
