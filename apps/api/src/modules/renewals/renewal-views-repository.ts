import { RENEWAL_MESSAGES } from '@wallet/domain';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  OPEN_PAYMENT_STATUSES,
  directDebitMandates,
  messageOutbox,
  payments,
  policies,
  quotes,
  renewalOffers,
} from '../../db/schema.js';
import { HttpError } from '../../lib/http-errors.js';
import type { OutgoingMessage } from '../../adapters/messages/messages-port.js';
import { outboxRowOf } from '../../adapters/messages/outbox-messages.js';
import type { RenewalOfferOnSale } from '../home/index.js';

export type RenewalOfferRow = typeof renewalOffers.$inferSelect;
type PolicyRow = typeof policies.$inferSelect;

/** The database, or one transaction of it: what the reads here run on. */
type Executor = Pick<Database, 'select' | 'update'>;

/** An offer with the policy it renews and its quote's reference, as the customer's calls read it. */
export interface RenewalOfferRecord {
  offer: RenewalOfferRow;
  policy: PolicyRow;
  quoteReference: string;
  /** Whether the renewed policy was paid by direct debit (home.md 3 direct_debit_policy). */
  paidByDirectDebit: boolean;
  /** The policy made from the offer, once renewed. */
  renewedPolicy: { referenceNumber: string } | null;
  /** The direct debit the policy is paid by, which its renewal may be paid on too. */
  mandateOnFile: MandateOnFile | undefined;
}

/** A policy's direct debit: the mandate of its latest payment and the day it is collected. */
export interface MandateOnFile {
  accountHolder: string;
  iban: string;
  bic: string;
  collectionDay: number;
}

/**
 * A customer's policy and its latest offer, locked for one decision on them (auto-renewal,
 * acceptance, a refused statement of fact), with the writes that decision may make in the same
 * transaction.
 */
export interface LockedRenewal {
  policy: PolicyRow;
  paidByDirectDebit: boolean;
  /** The policy's latest offer, if it has one. */
  record: RenewalOfferRecord | undefined;
  setAutoRenew(enabled: boolean): Promise<void>;
  /** An e-mail written to the outbox in the decision's transaction: sent only if it commits. */
  sendEmail(message: OutgoingMessage): Promise<void>;
  acceptForAutoRenewal(): Promise<void>;
  declineStatementOfFact(at: Date): Promise<void>;
  /** The schemes the offer's quote is being paid for or was bought with (payments not undone). */
  schemesPaidFor(): Promise<string[]>;
}

/** Why a renewal decision that came second was refused, besides its message. */
export const RENEWAL_CONFLICT_CODES = {
  offerChanged: 'RENEWAL_OFFER_CHANGED',
  alternativeBought: 'RENEWAL_ALTERNATIVE_BOUGHT',
} as const;

/** Offers a customer can still act on. */
const OPEN_STATUSES = ['offered', 'accepted'] as const;

/**
 * How a renewal decision locks what it decides on. Every one locks the policy first, then its
 * offer, the order the renewal's own making (the bind job) and a lapse write them in, so two
 * decisions never wait for each other crosswise. The policy is locked as an update locks it
 * (not against the rows that merely name it, such as its renewal being inserted); a view only
 * shares the locks, so it waits for a decision under way and never for another view.
 */
const LOCKS = {
  decide: { policy: 'no key update', offer: 'update' },
  view: { policy: 'share', offer: 'share' },
} as const;
type LockKind = keyof typeof LOCKS;

/** Whether the policy was paid by direct debit: its quote's latest payment. */
async function paidByDirectDebit(executor: Executor, policy: PolicyRow): Promise<boolean> {
  if (!policy.quoteId) return false;
  const [payment] = await executor
    .select({ method: payments.method })
    .from(payments)
    .where(eq(payments.quoteId, policy.quoteId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payment?.method === 'direct_debit';
}

/** The mandate of the policy's latest payment, when that payment is a direct debit. */
async function mandateOnFileOf(
  executor: Executor,
  policy: PolicyRow,
): Promise<MandateOnFile | undefined> {
  if (!policy.quoteId) return undefined;
  const [row] = await executor
    .select({
      method: payments.method,
      collectionDay: payments.collectionDay,
      accountHolder: directDebitMandates.accountHolder,
      iban: directDebitMandates.iban,
      bic: directDebitMandates.bic,
    })
    .from(payments)
    .leftJoin(directDebitMandates, eq(directDebitMandates.paymentId, payments.id))
    .where(eq(payments.quoteId, policy.quoteId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (row?.method !== 'direct_debit' || !row.iban || !row.bic || row.collectionDay === null) {
    return undefined;
  }
  return {
    accountHolder: row.accountHolder ?? '',
    iban: row.iban,
    bic: row.bic,
    collectionDay: row.collectionDay,
  };
}

async function recordOf(
  executor: Executor,
  offer: RenewalOfferRow,
  policy: PolicyRow,
): Promise<RenewalOfferRecord> {
  const [quote] = await executor
    .select({ quoteReference: quotes.quoteReference })
    .from(quotes)
    .where(eq(quotes.id, offer.quoteId));
  const [renewed] = await executor
    .select({ referenceNumber: policies.referenceNumber })
    .from(policies)
    .where(eq(policies.quoteId, offer.quoteId));
  return {
    offer,
    policy,
    quoteReference: quote?.quoteReference ?? '',
    paidByDirectDebit: await paidByDirectDebit(executor, policy),
    renewedPolicy: renewed ?? null,
    mandateOnFile: await mandateOnFileOf(executor, policy),
  };
}

/** A policy and its latest offer (or the offer named), locked in that order. */
async function lockPolicyAndOffer(
  tx: Executor,
  policyMatch: SQL | undefined,
  kind: LockKind,
  offerMatch?: SQL,
): Promise<{ policy: PolicyRow; offer: RenewalOfferRow | undefined } | undefined> {
  const [policy] = await tx.select().from(policies).where(policyMatch).for(LOCKS[kind].policy);
  if (!policy) return undefined;
  const [offer] = await tx
    .select()
    .from(renewalOffers)
    .where(and(eq(renewalOffers.renewalOfPolicyId, policy.id), offerMatch))
    .orderBy(desc(renewalOffers.renewalDate))
    .limit(1)
    .for(LOCKS[kind].offer);
  return { policy, offer };
}

const conflict = (code: string, message: string) => new HttpError(409, code, message);

/** What a renewal bind was checked against before its payment: who buys, and on what terms. */
export type RenewalBindTerms =
  /** The customer, for this scheme, having answered for automatic renewal as it then stood. */
  | { kind: 'customer'; choice: string; autoRenewal: boolean }
  /** The renewal cycle, renewing by itself a policy set to. */
  | { kind: 'automatic' };

/**
 * A renewal bind's last check, in the transaction that writes its payment (after the quote's row
 * lock): the offer and its policy, locked as every customer decision on them locks them, must
 * still sell what the bind's checks read. A decision that came between (automatic renewal turned
 * off, the alternative's statement of fact refused, the offer lapsed) refuses the payment (409),
 * so it is either seen here or waits and sees the payment.
 */
export async function confirmRenewalStillOnSale(
  tx: Executor,
  quoteId: string,
  terms: RenewalBindTerms,
): Promise<void> {
  const [named] = await tx
    .select({ policyRowId: renewalOffers.renewalOfPolicyId })
    .from(renewalOffers)
    .where(eq(renewalOffers.quoteId, quoteId));
  const locked =
    named &&
    (await lockPolicyAndOffer(
      tx,
      eq(policies.id, named.policyRowId),
      'decide',
      eq(renewalOffers.quoteId, quoteId),
    ));
  const offer = locked?.offer;
  const closed =
    !offer ||
    locked.policy.status !== 'active' ||
    !(OPEN_STATUSES as readonly string[]).includes(offer.status);
  if (closed) throw conflict(RENEWAL_CONFLICT_CODES.offerChanged, RENEWAL_MESSAGES.offerClosed);
  const autoRenewal = locked.policy.autoRenew;
  if (terms.kind === 'automatic' ? !autoRenewal : terms.autoRenewal !== autoRenewal) {
    throw conflict(RENEWAL_CONFLICT_CODES.offerChanged, RENEWAL_MESSAGES.autoRenewalChanged);
  }
  const alternative = terms.kind === 'customer' && terms.choice !== offer.renewalSchemeCode;
  if (alternative && offer.statementOfFactDeclinedAt !== null) {
    throw conflict(RENEWAL_CONFLICT_CODES.offerChanged, RENEWAL_MESSAGES.statementOfFactDenied);
  }
}

/**
 * What the customer's renewal calls and the checkout read of renewal offers, and the customer's
 * own decisions on them (auto-renewal, acceptance, a refused statement of fact), each made in one
 * transaction holding the policy and its offer locked. The renewal cycle writes offers
 * (renewal-offers-repository.ts); every read here is by owner.
 */
export function createRenewalViewsRepository(db: Database) {
  /**
   * The latest offer of the owner's policy named by one of its columns, read in one transaction
   * behind shared locks: as a decision under way leaves it, never half of it.
   */
  function latestOffer(
    ownerUserId: string,
    policyMatch: SQL,
  ): Promise<RenewalOfferRecord | undefined> {
    return db.transaction(async (tx) => {
      const locked = await lockPolicyAndOffer(
        tx,
        and(eq(policies.ownerUserId, ownerUserId), policyMatch),
        'view',
      );
      return locked?.offer ? recordOf(tx, locked.offer, locked.policy) : undefined;
    });
  }

  return {
    /** By the spec's policy_id (the insurer's identifier), the owner's only. */
    offerOfPolicyId: (ownerUserId: string, policyId: string) =>
      latestOffer(ownerUserId, eq(policies.policyId, policyId)),

    /**
     * By the policy code (the policy number), the owner's only. A policy renewed with the same
     * insurer keeps its number, so the number names several periods: the latest offer of any.
     */
    async offerOfPolicyNumber(ownerUserId: string, policyNumber: string) {
      const [latest] = await db
        .select({ id: policies.id })
        .from(policies)
        .innerJoin(renewalOffers, eq(renewalOffers.renewalOfPolicyId, policies.id))
        .where(and(eq(policies.ownerUserId, ownerUserId), eq(policies.policyNumber, policyNumber)))
        .orderBy(desc(renewalOffers.renewalDate))
        .limit(1);
      return latest ? latestOffer(ownerUserId, eq(policies.id, latest.id)) : undefined;
    },

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
      return Promise.all(rows.map((row) => recordOf(db, row.offer, row.policy)));
    },

    /**
     * The mandate on file for a renewal bind of the owner's offer, by the offer's quote reference
     * (home's, without the insurer's suffix), with the scheme of the renewal it may pay for:
     * nothing when the quote is no offer of the owner's; no mandate when its policy is not paid
     * by direct debit.
     */
    async mandateOnFileOfOffer(
      ownerUserId: string,
      quoteReference: string,
    ): Promise<
      { mandate: MandateOnFile | undefined; renewalSchemeCode: string | null } | undefined
    > {
      const [row] = await db
        .select({ policy: policies, renewalSchemeCode: renewalOffers.renewalSchemeCode })
        .from(quotes)
        .innerJoin(renewalOffers, eq(renewalOffers.quoteId, quotes.id))
        .innerJoin(policies, eq(policies.id, renewalOffers.renewalOfPolicyId))
        .where(
          and(eq(quotes.quoteReference, quoteReference), eq(policies.ownerUserId, ownerUserId)),
        );
      if (!row) return undefined;
      return {
        mandate: await mandateOnFileOf(db, row.policy),
        renewalSchemeCode: row.renewalSchemeCode,
      };
    },

    /** The offer a renewal bind buys, by its quote (home-renewal-purchase.ts). */
    async offerOfQuote(quoteId: string): Promise<RenewalOfferOnSale | undefined> {
      const [row] = await db
        .select({
          offer: renewalOffers,
          insurer: policies.insurer,
          autoRenew: policies.autoRenew,
          policyNumber: policies.policyNumber,
        })
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
        policyNumber: row.policyNumber,
        renewalSchemeCode: row.offer.renewalSchemeCode,
        statementOfFactDeclined: row.offer.statementOfFactDeclinedAt !== null,
        autoRenewal: row.autoRenew,
      };
    },

    /**
     * Runs one decision of the owner on their policy (by the spec's policy_id, whatever its
     * status) and its latest offer in one transaction that holds both locked: `decide` reads them
     * as they stand under the locks, and what it writes commits with it or not at all. A decision
     * made meanwhile by another request is either seen here or waits for this one. `decide` is
     * given nothing when the owner has no such policy.
     */
    decide<T>(
      ownerUserId: string,
      policyId: string,
      decide: (locked: LockedRenewal | undefined) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const locked = await lockPolicyAndOffer(
          tx,
          and(eq(policies.ownerUserId, ownerUserId), eq(policies.policyId, policyId)),
          'decide',
        );
        if (!locked) return decide(undefined);
        const { policy, offer } = locked;
        const record = offer && (await recordOf(tx, offer, policy));
        return decide({
          policy,
          paidByDirectDebit: record?.paidByDirectDebit ?? (await paidByDirectDebit(tx, policy)),
          record,

          /** Off, an offer accepted to renew by itself is open again: the customer must then pay. */
          async setAutoRenew(enabled) {
            await tx
              .update(policies)
              .set({ autoRenew: enabled, updatedAt: new Date() })
              .where(eq(policies.id, policy.id));
            if (!enabled) {
              await tx
                .update(renewalOffers)
                .set({ status: 'offered', updatedAt: new Date() })
                .where(
                  and(
                    eq(renewalOffers.renewalOfPolicyId, policy.id),
                    eq(renewalOffers.status, 'accepted'),
                  ),
                );
            }
          },

          async sendEmail(message) {
            await tx.insert(messageOutbox).values(outboxRowOf(message, { keepCodes: false }));
          },

          /** The renewal accepted to renew by itself: the offer accepted, the policy set to. */
          async acceptForAutoRenewal() {
            if (!offer) return;
            await tx
              .update(renewalOffers)
              .set({ status: 'accepted', updatedAt: new Date() })
              .where(and(eq(renewalOffers.id, offer.id), eq(renewalOffers.status, 'offered')));
            await tx
              .update(policies)
              .set({ autoRenew: true, updatedAt: new Date() })
              .where(eq(policies.id, policy.id));
          },

          /** 'I do not confirm': the alternative cannot be bought online any more. */
          async declineStatementOfFact(at) {
            if (!offer) return;
            await tx
              .update(renewalOffers)
              .set({ statementOfFactDeclinedAt: at, updatedAt: at })
              .where(eq(renewalOffers.id, offer.id));
          },

          async schemesPaidFor() {
            if (!offer) return [];
            const rows = await tx
              .select({ snapshot: payments.quoteSnapshot })
              .from(payments)
              .where(
                and(
                  eq(payments.quoteId, offer.quoteId),
                  inArray(payments.status, OPEN_PAYMENT_STATUSES),
                ),
              );
            return rows.map((row) => row.snapshot.choice);
          },
        });
      });
    },
  };
}

export type RenewalViewsRepository = ReturnType<typeof createRenewalViewsRepository>;
