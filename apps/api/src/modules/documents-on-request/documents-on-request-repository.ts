import { and, asc, desc, eq, gte, like, or } from 'drizzle-orm';
import type { ClaimStage } from '@wallet/domain';
import { ON_REQUEST_BUSINESS_PROCESS } from '@wallet/domain';
import type { Database } from '../../db/client.js';
import {
  claims,
  documents,
  policies,
  policyVersions,
  users,
  type QuoteSnapshot,
} from '../../db/schema.js';
import { ownedPolicyWithHolderAndPayment } from '../policies/index.js';

type PolicyRow = typeof policies.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type NewOnRequestDocument = Pick<
  typeof documents.$inferInsert,
  'name' | 'displayName' | 'description' | 'pdf' | 'createdAt'
>;

/** A policy of the caller's as a document on request is made from. */
export interface PolicyOnRequest {
  policy: PolicyRow;
  holderName: string;
  /** The quote as the policy now stands: its latest change's, or as its payment froze it. */
  snapshot: QuoteSnapshot | undefined;
  /** The claims made online on it, oldest first. */
  claims: { reference: string; kind: string; stage: ClaimStage }[];
}

/** How a request finds the document made for it moments before (a double tap, a retry). */
export interface EarlierRequest {
  /** The name a request sent with its own key gives its document: found whenever it was made. */
  exactName?: string;
  /** The kind's name prefix ('replacement-disc'): the latest of the kind made since `since`. */
  kindPrefix: string;
  since: Date;
}

/**
 * Documents made on request (issue 45): the caller's own policy read, and the document written
 * once per request under the policy's lock. The owner check is in the query, as everywhere.
 */
export function createDocumentsOnRequestRepository(db: Database) {
  return {
    async read(ownerUserId: string, policyId: string): Promise<PolicyOnRequest | undefined> {
      const held = await ownedPolicyWithHolderAndPayment(db, ownerUserId, policyId);
      if (!held) return undefined;
      const { policy } = held;
      const [[latest], [holder], claimRows] = await Promise.all([
        db
          .select({ snapshot: policyVersions.snapshot })
          .from(policyVersions)
          .where(eq(policyVersions.policyId, policy.id))
          .orderBy(desc(policyVersions.version))
          .limit(1),
        db
          .select({ givenName: users.givenName, familyName: users.familyName })
          .from(users)
          .where(eq(users.id, policy.ownerUserId)),
        db
          .select({ reference: claims.reference, kind: claims.kind, stage: claims.stage })
          .from(claims)
          .where(eq(claims.policyId, policy.id))
          .orderBy(asc(claims.receivedAt)),
      ]);
      return {
        policy,
        holderName: [holder?.givenName, holder?.familyName].filter(Boolean).join(' '),
        snapshot: latest?.snapshot ?? held.payment?.quoteSnapshot,
        claims: claimRows.map((row) => ({ ...row, stage: row.stage as ClaimStage })),
      };
    },

    /**
     * In one transaction under the policy's lock: the document an earlier request made, or the
     * one `make` draws, written. Two requests at once are one after the other: the second finds
     * the first's document.
     */
    async issueOnce(
      policyRowId: string,
      earlier: EarlierRequest,
      make: () => Promise<NewOnRequestDocument>,
    ): Promise<{ document: DocumentRow; made: boolean }> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: policies.id })
          .from(policies)
          .where(eq(policies.id, policyRowId))
          .for('no key update');
        const [found] = await tx
          .select()
          .from(documents)
          .where(
            and(
              eq(documents.policyId, policyRowId),
              eq(documents.businessProcess, ON_REQUEST_BUSINESS_PROCESS),
              or(
                earlier.exactName ? eq(documents.name, earlier.exactName) : undefined,
                and(
                  like(documents.name, `${earlier.kindPrefix}-%`),
                  gte(documents.createdAt, earlier.since),
                ),
              ),
            ),
          )
          .orderBy(desc(documents.createdAt))
          .limit(1);
        if (found) return { document: found, made: false };
        const [written] = await tx
          .insert(documents)
          .values({
            ...(await make()),
            policyId: policyRowId,
            businessProcess: ON_REQUEST_BUSINESS_PROCESS,
          })
          .returning();
        return { document: written!, made: true };
      });
    },
  };
}

export type DocumentsOnRequestRepository = ReturnType<typeof createDocumentsOnRequestRepository>;
