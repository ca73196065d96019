import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import { CLAIM_STAGES, isClaimInProgress } from '@wallet/domain';
import type { Database } from '../../db/client.js';
import { createPaymentReads } from '../checkout/index.js';
import {
  claimPayouts,
  claims,
  payments,
  policies,
  policyVersions,
  users,
} from '../../db/schema.js';

const IN_PROGRESS = CLAIM_STAGES.filter(isClaimInProgress);

/** What the claims handler reads beside a claim: its queue, its customer, its policy. */
export function createClaimsHandlingRepository(db: Database) {
  const paymentReads = createPaymentReads(db);
  return {
    /** Every claim in progress with what its due dates count from. */
    async inProgress() {
      return db
        .select({
          reference: claims.reference,
          policyType: policies.policyType,
          kind: claims.kind,
          stage: claims.stage,
          receivedAt: claims.receivedAt,
          estimateCents: claims.estimateCents,
          lastToldOn: claims.lastToldOn,
          informationCompleteOn: claims.informationCompleteOn,
          approvedOn: claims.approvedOn,
        })
        .from(claims)
        .innerJoin(policies, eq(policies.id, claims.policyId))
        .where(inArray(claims.stage, IN_PROGRESS))
        .orderBy(asc(claims.receivedAt), asc(claims.reference));
    },

    /**
     * The claim's customer and the policy period it is on, with how its premium was paid (where
     * a settlement goes).
     */
    async customerAndPolicy(reference: string) {
      const [row] = await db
        .select({
          ownerUserId: users.id,
          givenName: users.givenName,
          familyName: users.familyName,
          email: users.email,
          policy: policies,
        })
        .from(claims)
        .innerJoin(policies, eq(policies.id, claims.policyId))
        .innerJoin(users, eq(users.id, claims.ownerUserId))
        .where(eq(claims.reference, reference));
      if (!row) return undefined;
      const [payment] = row.policy.quoteId
        ? await db
            .select()
            .from(payments)
            .where(
              and(
                eq(payments.quoteId, row.policy.quoteId),
                inArray(payments.status, ['captured', 'authorised']),
              ),
            )
            // The latest payment of the quote made the policy, as the bind reads it.
            .orderBy(desc(payments.createdAt))
            .limit(1)
        : [];
      return { ...row, payment, paidBy: payment?.method ?? null };
    },

    /** The mid-term changes of a policy in force on this day (YYYY-MM-DD), oldest first. */
    async changesInForceOn(policyRowId: string, day: string) {
      return db
        .select({ effectiveDate: policyVersions.effectiveDate, lines: policyVersions.lines })
        .from(policyVersions)
        .where(
          and(eq(policyVersions.policyId, policyRowId), lte(policyVersions.effectiveDate, day)),
        )
        .orderBy(asc(policyVersions.version));
    },

    /** The SEPA mandate of a payment by direct debit: the account a bank transfer goes to. */
    mandateOf: paymentReads.mandateOf,

    /** A claim's payout with the payment it goes back through and the claim's reference. */
    async payoutById(payoutId: string) {
      const [row] = await db
        .select({ payout: claimPayouts, payment: payments, reference: claims.reference })
        .from(claimPayouts)
        .innerJoin(payments, eq(payments.id, claimPayouts.paymentId))
        .innerJoin(claims, eq(claims.id, claimPayouts.claimId))
        .where(eq(claimPayouts.id, payoutId));
      return row;
    },

    /** The payout could not be made: the claims team is to pay it another way. */
    async markPayoutFailed(payoutId: string) {
      await db
        .update(claimPayouts)
        .set({ status: 'failed' })
        .where(and(eq(claimPayouts.id, payoutId), eq(claimPayouts.status, 'being_paid')));
    },

    /** The gateway or the bank took the payout: it is paid, with their reference. */
    async markPayoutPaid(payoutId: string, reference: string, at: Date) {
      await db
        .update(claimPayouts)
        .set({ status: 'paid', reference, paidAt: at })
        .where(and(eq(claimPayouts.id, payoutId), eq(claimPayouts.status, 'being_paid')));
    },
  };
}

export type ClaimsHandlingRepository = ReturnType<typeof createClaimsHandlingRepository>;
