import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { CLAIM_STAGES, isClaimInProgress, type ClaimStage } from '@wallet/domain';
import type { Database } from '../../db/client.js';
import { claimEvents, claims, messageOutbox, policies, users } from '../../db/schema.js';
import type { OutgoingMessage } from '../../adapters/messages/messages-port.js';
import { outboxRowOf } from '../../adapters/messages/outbox-messages.js';
import type { OpenClaims } from '../cancellations/index.js';

export type ClaimRow = typeof claims.$inferSelect;
export type NewClaim = typeof claims.$inferInsert;
export type ClaimEventRow = typeof claimEvents.$inferSelect;
export type PolicyRow = typeof policies.$inferSelect;

/** A claim with the policy it is on, as its owner's list and page show it. */
export interface ClaimWithPolicy {
  claim: ClaimRow;
  policy: Pick<PolicyRow, 'policyId' | 'policyNumber' | 'policyType'>;
}

/** The stages a claim is still in progress at. */
const IN_PROGRESS = CLAIM_STAGES.filter(isClaimInProgress);

const policyColumns = {
  policyId: policies.policyId,
  policyNumber: policies.policyNumber,
  policyType: policies.policyType,
};

/** Claims made online (issue 44), each on one of its owner's policies. */
export function createClaimsRepository(db: Database) {
  return {
    /** The owner's policy by its policy_id, with its owner as the e-mail addresses them. */
    async ownedPolicy(ownerUserId: string, policyId: string) {
      const [row] = await db
        .select({
          policy: policies,
          owner: { userId: users.id, email: users.email, givenName: users.givenName },
        })
        .from(policies)
        .innerJoin(users, eq(users.id, policies.ownerUserId))
        .where(and(eq(policies.ownerUserId, ownerUserId), eq(policies.policyId, policyId)));
      return row;
    },

    /** The owner's claim made with this submission id, if one was made. */
    async bySubmission(ownerUserId: string, submissionId: string) {
      const [row] = await db
        .select({ claim: claims, policy: policyColumns })
        .from(claims)
        .innerJoin(policies, eq(policies.id, claims.policyId))
        .where(and(eq(claims.ownerUserId, ownerUserId), eq(claims.submissionId, submissionId)));
      return row;
    },

    /**
     * Makes the claim, its first event and its e-mail in one transaction. Made already with this
     * submission id (a double tap, a retry, a race), it writes nothing and answers undefined: the
     * owner's unique submission key decides which request made it.
     */
    async create(claim: NewClaim, email: OutgoingMessage): Promise<ClaimRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(claims)
          .values(claim)
          .onConflictDoNothing({ target: [claims.ownerUserId, claims.submissionId] })
          .returning();
        if (!row) return undefined;
        await tx
          .insert(claimEvents)
          .values({ claimId: row.id, stage: row.stage, at: row.receivedAt });
        await tx.insert(messageOutbox).values(outboxRowOf(email, { keepCodes: false }));
        return row;
      });
    },

    /** Every claim of the owner's, newest first, those on ended policies included. */
    async listOwned(ownerUserId: string): Promise<ClaimWithPolicy[]> {
      return db
        .select({ claim: claims, policy: policyColumns })
        .from(claims)
        .innerJoin(policies, eq(policies.id, claims.policyId))
        .where(eq(claims.ownerUserId, ownerUserId))
        .orderBy(desc(claims.receivedAt), desc(claims.reference));
    },

    /** The owner's claim by its reference, with its timeline oldest first. */
    async ownedByReference(
      ownerUserId: string,
      reference: string,
    ): Promise<(ClaimWithPolicy & { events: ClaimEventRow[] }) | undefined> {
      const [row] = await db
        .select({ claim: claims, policy: policyColumns })
        .from(claims)
        .innerJoin(policies, eq(policies.id, claims.policyId))
        .where(and(eq(claims.ownerUserId, ownerUserId), eq(claims.reference, reference)));
      if (!row) return undefined;
      const events = await db
        .select()
        .from(claimEvents)
        .where(eq(claimEvents.claimId, row.claim.id))
        .orderBy(asc(claimEvents.id));
      return { ...row, events };
    },
  };
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;

/** The OpenClaims port the cancellations check, filled from the claims on record. */
export function openClaimsOf(db: Database): OpenClaims {
  return {
    async hasClaimInProgress(policyRowId, executor = db) {
      const [row] = await executor
        .select({ id: claims.id })
        .from(claims)
        .where(and(eq(claims.policyId, policyRowId), inArray(claims.stage, IN_PROGRESS)))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type { ClaimStage };
