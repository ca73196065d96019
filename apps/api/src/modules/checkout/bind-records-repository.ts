import { BIND_MESSAGES, QUOTE_CONFLICT_CODES, type UserRole } from '@wallet/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OutgoingMessage } from '../../adapters/messages/messages-port.js';
import { outboxRowOf } from '../../adapters/messages/outbox-messages.js';
import type { Database } from '../../db/client.js';
import { madeChangesCentsColumn } from '../../db/made-changes-cents.js';
import {
  agentActions,
  OPEN_PAYMENT_STATUSES,
  directDebitMandates,
  documents,
  marketingConsents,
  messageOutbox,
  payments,
  policies,
  policyNumbers,
  quotes,
  refunds,
  renewalOffers,
  users,
} from '../../db/schema.js';
import type { QuoteSnapshot } from '../../db/schema.js';
import type { JobsRepository } from '../../jobs/jobs-repository.js';
import { refundedCentsOf } from './card-charge.js';
import { createPaymentReads } from './payment-reads.js';
import { HttpError } from '../../lib/http-errors.js';
import type { Buyer } from './purchase-messages.js';
import { recordMarketingChoice } from '../account/index.js';

export type PaymentRow = typeof payments.$inferSelect;

/** The agent who takes a customer's payment (agent mode), as the audit trail names them. */
export interface AgentPayer {
  userId: string;
  role: UserRole;
  /** The branch the agent had chosen when the payment was asked for. */
  branchId: number | null;
}
export type PolicyRow = typeof policies.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type NewMandate = Omit<typeof directDebitMandates.$inferInsert, 'paymentId'>;
export type NewPolicy = typeof policies.$inferInsert;
export type NewDocument = Omit<typeof documents.$inferInsert, 'policyId'>;
export type MarketingRecord = Omit<
  typeof marketingConsents.$inferInsert,
  'userId' | 'policyType' | 'quoteId'
>;

export const bindJobKey = (paymentId: string) => `bind:${paymentId}`;

export interface BindStart {
  quoteId: string;
  idempotencyKey: string;
  /** The quote as the bind's checks read it: what the payment pays for, and all it pays for. */
  snapshot: QuoteSnapshot;
  payment: Omit<NewPayment, 'quoteId' | 'idempotencyKey' | 'quoteSnapshot'>;
  mandate: NewMandate | null;
  /** What the job needs besides the payment: kept in its payload. */
  jobPayload: (payment: PaymentRow, numbers: PolicyNumbers) => Record<string, unknown>;
  /** The order's own last check, under the quote's lock, before a payment is written. */
  stillHolds?: (tx: Transaction) => Promise<void>;
}

export interface PolicyNumbers {
  sequence: number;
}

/**
 * Whether a quote's stored request and answers are still those read earlier. Both columns are
 * json (kept as written), so the same stored text always reads back to the same JSON.
 */
const sameQuoteContent = (
  stored: Pick<QuoteSnapshot, 'request' | 'answers'>,
  read: Pick<QuoteSnapshot, 'request' | 'answers'>,
) =>
  JSON.stringify(stored.request) === JSON.stringify(read.request) &&
  JSON.stringify(stored.answers) === JSON.stringify(read.answers);

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A bind's e-mail, written to the message outbox in the transaction of the outcome it tells of.
 * Purchase e-mails carry no one-time code, so nothing is removed from them.
 */
const writeMessage = (tx: Transaction, message: OutgoingMessage) =>
  tx.insert(messageOutbox).values(outboxRowOf(message, { keepCodes: false }));

const openPaymentOf = (quoteId: string) =>
  and(eq(payments.quoteId, quoteId), inArray(payments.status, OPEN_PAYMENT_STATUSES));

/** The next number of the policy sequence: never handed out twice, whatever the processes. */
async function nextPolicySequence(db: Database | Transaction): Promise<number> {
  const numbers = await db.execute<{ value: string }>(
    sql`select nextval(${policyNumbers.seqName}) as value`,
  );
  return Number((numbers as unknown as { rows: { value: string }[] }).rows[0]!.value);
}

/**
 * The records a bind writes: payment and mandate, the bind job, then the policy with its
 * documents. Every write that takes money or makes a policy sits behind a unique key, so a retry
 * or a race can only find the first one's rows.
 */
export function createBindRecordsRepository(db: Database, jobs: JobsRepository) {
  return {
    /** A policy number taken outside a bind (the demo tools' customers). */
    nextPolicySequence: () => nextPolicySequence(db),

    /**
     * Starts a bind once per quote: under the quote's row lock, a payment already made with the
     * same key, or any open payment of the quote, wins; only when neither exists are a payment
     * (and mandate), its snapshot of the quote and its job written, in one transaction. A quote
     * changed since the bind's checks read it is not paid for (409): a re-quote or recalculation
     * takes the same lock, so it either came first (and is seen here) or waits and is refused.
     */
    async startBind(
      start: BindStart,
    ): Promise<{ payment: PaymentRow; jobId: number; created: boolean }> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ request: quotes.request, answers: quotes.insurerAnswers })
          .from(quotes)
          .where(eq(quotes.id, start.quoteId))
          .for('update');
        const [sameIntent] = await tx
          .select()
          .from(payments)
          .where(eq(payments.idempotencyKey, start.idempotencyKey));
        const [open] = sameIntent
          ? [sameIntent]
          : await tx
              .select()
              .from(payments)
              .where(openPaymentOf(start.quoteId))
              .orderBy(desc(payments.createdAt))
              .limit(1);
        if (open) {
          const job = await jobs.findByKey(bindJobKey(open.id), tx);
          return { payment: open, jobId: job?.id ?? -1, created: false };
        }
        if (!locked || !sameQuoteContent(locked, start.snapshot)) {
          throw new HttpError(409, QUOTE_CONFLICT_CODES.changed, BIND_MESSAGES.quoteChanged);
        }
        await start.stillHolds?.(tx);
        // A quote asked for signed out on this browser becomes the buyer's with their payment.
        await tx
          .update(quotes)
          .set({ ownerUserId: start.payment.userId, visitorKeyHash: null })
          .where(and(eq(quotes.id, start.quoteId), isNull(quotes.ownerUserId)));
        const [payment] = await tx
          .insert(payments)
          .values({
            ...start.payment,
            quoteId: start.quoteId,
            idempotencyKey: start.idempotencyKey,
            quoteSnapshot: start.snapshot,
          })
          .returning();
        if (start.mandate) {
          await tx.insert(directDebitMandates).values({ ...start.mandate, paymentId: payment!.id });
        }
        const sequence = await nextPolicySequence(tx);
        const job = await jobs.enqueue(
          {
            kind: 'bind',
            idempotencyKey: bindJobKey(payment!.id),
            payload: start.jobPayload(payment!, { sequence }),
            maxAttempts: 3,
          },
          tx,
        );
        return { payment: payment!, jobId: job.id, created: true };
      });
    },

    /** Whether a payment still standing pays with this card token (its hold is that payment's). */
    async isCardTokenInUse(token: string): Promise<boolean> {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.gatewayReference, token),
            inArray(payments.status, OPEN_PAYMENT_STATUSES),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async paymentById(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    ...createPaymentReads(db),

    /** Who a bind's e-mails go to: the buyer's account. */
    async buyer(userId: string): Promise<Buyer | undefined> {
      const [row] = await db
        .select({ userId: users.id, email: users.email, givenName: users.givenName })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * Closes a payment still open (declined or failed) and, with it, writes the e-mail that tells
     * the buyer: a payment already closed is left as it is and tells no one again.
     */
    async closePayment(
      id: string,
      status: 'declined' | 'failed',
      message?: OutgoingMessage,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const closed = await tx
          .update(payments)
          .set({ status, updatedAt: new Date() })
          .where(and(eq(payments.id, id), inArray(payments.status, OPEN_PAYMENT_STATUSES)))
          .returning({ id: payments.id });
        if (closed.length > 0 && message) await writeMessage(tx, message);
      });
    },

    async setPayment(
      id: string,
      change: Partial<Pick<PaymentRow, 'status' | 'gatewayReference' | 'cardBrand'>>,
    ): Promise<void> {
      await db
        .update(payments)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(payments.id, id));
    },

    /**
     * A quote as an agent's payment page reads it: its product, the customer who owns it (none
     * until the agent's payment gives it to the account its e-mail names), whether the agent
     * journey made it, and its request (where the product keeps the customer's e-mail).
     */
    async quoteForAgentPayment(quoteReference: string) {
      const [row] = await db
        .select({
          product: quotes.product,
          ownerUserId: quotes.ownerUserId,
          createdByAgentId: quotes.createdByAgentId,
          request: quotes.request,
        })
        .from(quotes)
        .where(eq(quotes.quoteReference, quoteReference));
      return row;
    },

    /**
     * The policy bought with this quote, with what its mid-term changes added to its premium less
     * what they took off (the premium it was bought at is its premium less this).
     */
    async policyOfQuote(
      quoteId: string,
    ): Promise<(PolicyRow & { madeChangesCents: number }) | undefined> {
      const [row] = await db
        .select({
          policy: policies,
          madeChangesCents: madeChangesCentsColumn,
        })
        .from(policies)
        .where(eq(policies.quoteId, quoteId));
      return row && { ...row.policy, madeChangesCents: Number(row.madeChangesCents) };
    },

    /**
     * The policy, its documents, the quote marked bound and the consent, all or nothing. The
     * policy is unique per quote and the documents per policy and name, so running it again
     * after a crash finds the rows already there.
     */
    async createPolicy(input: {
      policy: NewPolicy & { quoteId: string };
      documents: NewDocument[];
      marketing: MarketingRecord;
      paymentId: string;
      paymentStatus: PaymentRow['status'];
      /** The purchase confirmation: written with the policy, so only by the attempt that makes it. */
      confirmation?: OutgoingMessage;
      /** An agent's payment for the customer: its audit row, likewise only with the policy made. */
      agentAction?: {
        agent: AgentPayer;
        customerUserId: string;
        quoteReference: string;
        details: Record<string, unknown>;
      };
    }): Promise<PolicyRow> {
      return db.transaction(async (tx) => {
        const made = await tx
          .insert(policies)
          .values(input.policy)
          .onConflictDoNothing({ target: policies.quoteId })
          .returning({ id: policies.id });
        if (made.length > 0 && input.confirmation) await writeMessage(tx, input.confirmation);
        if (made.length > 0 && input.agentAction) {
          const { agent, customerUserId, quoteReference, details } = input.agentAction;
          await tx.insert(agentActions).values({
            agentUserId: agent.userId,
            agentRole: agent.role,
            branchId: agent.branchId,
            customerUserId,
            action: 'payment_taken',
            subjectReference: quoteReference,
            details,
          });
        }
        const [policy] = await tx
          .select()
          .from(policies)
          .where(eq(policies.quoteId, input.policy.quoteId));
        if (input.documents.length > 0) {
          await tx
            .insert(documents)
            .values(input.documents.map((document) => ({ ...document, policyId: policy!.id })))
            .onConflictDoNothing();
        }
        await tx
          .update(quotes)
          .set({ status: 'bound', updatedAt: new Date() })
          .where(eq(quotes.id, input.policy.quoteId));
        if (input.policy.renewalOfPolicyId) {
          // The policy renewed and its offer are done with, in the transaction that renews them.
          await tx
            .update(policies)
            .set({ status: 'renewed', autoRenew: false, updatedAt: new Date() })
            .where(eq(policies.id, input.policy.renewalOfPolicyId));
          await tx
            .update(renewalOffers)
            .set({ status: 'renewed', updatedAt: new Date() })
            .where(eq(renewalOffers.quoteId, input.policy.quoteId));
        }
        // The purchase's consent page gives the product's marketing choices (platform.md 3.7),
        // kept with a record of their giving (decision 0044). A renewal has no consent page, and a
        // bind run again after a crash made nothing: the choices as they stand are kept.
        if (made.length > 0 && !input.policy.renewalOfPolicyId) {
          await tx
            .insert(marketingConsents)
            .values({
              ...input.marketing,
              userId: input.policy.ownerUserId,
              policyType: input.policy.policyType,
              quoteId: input.policy.quoteId,
            })
            .onConflictDoUpdate({
              target: [marketingConsents.userId, marketingConsents.policyType],
              set: { ...input.marketing, quoteId: input.policy.quoteId, updatedAt: new Date() },
            });
          await recordMarketingChoice(
            tx,
            input.policy.ownerUserId,
            input.policy.policyType,
            input.marketing,
            'purchase',
          );
        }
        await tx
          .update(payments)
          .set({ status: input.paymentStatus, updatedAt: new Date() })
          .where(eq(payments.id, input.paymentId));
        return policy!;
      });
    },

    /**
     * A payment given back: recorded once, whatever the number of attempts, with the e-mail that
     * tells the buyer.
     */
    async recordRefund(
      payment: PaymentRow,
      reason: string,
      message?: OutgoingMessage,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const recorded = await tx
          .insert(refunds)
          .values({ paymentId: payment.id, amountCents: refundedCentsOf(payment), reason })
          .onConflictDoNothing({ target: refunds.paymentId })
          .returning({ id: refunds.id });
        if (recorded.length > 0 && message) await writeMessage(tx, message);
        await tx
          .update(payments)
          .set({ status: 'refunded', updatedAt: new Date() })
          .where(eq(payments.id, payment.id));
      });
    },

    async refundOf(paymentId: string) {
      const [row] = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
      return row;
    },
  };
}

export type BindRecordsRepository = ReturnType<typeof createBindRecordsRepository>;
