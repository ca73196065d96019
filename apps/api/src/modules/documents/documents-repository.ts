import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DocumentBusinessProcess, PolicyType } from '@wallet/domain';
import type { Database } from '../../db/client.js';
import { documents, policies, quotes, renewalOffers, users } from '../../db/schema.js';

export interface DocumentListing {
  id: string;
  name: string;
  displayName: string;
  description: string;
  businessProcess: string;
  createdAt: Date;
  /**
   * Issued with a renewal offer of the policy (the notice, and the alternative insurer's quote
   * filed as RENEWAL_TRANSFER for the renewal documents call), not with the policy's own making.
   */
  issuedWithOffer: boolean;
}

/** Documents are only ever found through their owner's policy: the owner check is in the query. */
export function createDocumentsRepository(db: Database) {
  /** A policy's documents, oldest first; of some business processes only when they are named. */
  const listingsOf = (
    policyId: string,
    processes?: readonly DocumentBusinessProcess[],
  ): Promise<DocumentListing[]> =>
    db
      .select({
        id: documents.id,
        name: documents.name,
        displayName: documents.displayName,
        description: documents.description,
        businessProcess: documents.businessProcess,
        createdAt: documents.createdAt,
        // An offer's documents are dated as the offer is (renewal-offers-repository.ts).
        issuedWithOffer: sql<boolean>`exists (${db
          .select({ one: sql`1` })
          .from(renewalOffers)
          .where(
            and(
              eq(renewalOffers.renewalOfPolicyId, documents.policyId),
              lte(renewalOffers.issuedAt, documents.createdAt),
            ),
          )})`,
      })
      .from(documents)
      .where(
        and(
          eq(documents.policyId, policyId),
          processes ? inArray(documents.businessProcess, [...processes]) : undefined,
        ),
      )
      .orderBy(asc(documents.createdAt), asc(documents.name));

  return {
    async listOfOwnedPolicy(
      ownerUserId: string,
      policyId: string,
      processes: readonly DocumentBusinessProcess[],
    ): Promise<DocumentListing[] | undefined> {
      const [policy] = await db
        .select({ id: policies.id })
        .from(policies)
        .where(and(eq(policies.policyId, policyId), eq(policies.ownerUserId, ownerUserId)));
      return policy && listingsOf(policy.id, processes);
    },

    /** The documents of the caller's policy of this type with this reference number. */
    async listOfOwnedPolicyReference(
      ownerUserId: string,
      referenceNumber: string,
      policyType: PolicyType,
    ): Promise<DocumentListing[] | undefined> {
      const [policy] = await db
        .select({ id: policies.id })
        .from(policies)
        .where(
          and(
            eq(policies.referenceNumber, referenceNumber),
            eq(policies.ownerUserId, ownerUserId),
            eq(policies.policyType, policyType),
          ),
        );
      return policy && listingsOf(policy.id);
    },

    /** A document of a policy of this type with its owner, for a signed link to be checked against. */
    async findWithOwner(documentId: string, policyType: PolicyType) {
      const [row] = await db
        .select({
          ownerUserId: policies.ownerUserId,
          displayName: documents.displayName,
          pdf: documents.pdf,
        })
        .from(documents)
        .innerJoin(policies, eq(policies.id, documents.policyId))
        .where(and(eq(documents.id, documentId), eq(policies.policyType, policyType)));
      return row;
    },

    /**
     * A policy bought through the agent journey (its quote names the agent who made it), with its
     * customer and its documents, for the agent's documents page: the documents by name only,
     * never their content. Nothing for any other policy.
     */
    async agentPolicy(policyId: string) {
      const [row] = await db
        .select({
          id: policies.id,
          policyType: policies.policyType,
          policyId: policies.policyId,
          policyNumber: policies.policyNumber,
          referenceNumber: policies.referenceNumber,
          startDate: policies.startDate,
          endDate: policies.endDate,
          customerUserId: users.id,
          customerRole: users.role,
          givenName: users.givenName,
          familyName: users.familyName,
          email: users.email,
          passwordSet: sql<boolean>`${users.passwordHash} is not null`,
        })
        .from(policies)
        .innerJoin(quotes, eq(quotes.id, policies.quoteId))
        .innerJoin(users, eq(users.id, policies.ownerUserId))
        .where(and(eq(policies.policyId, policyId), isNotNull(quotes.createdByAgentId)));
      if (!row || row.customerRole !== 'customer') return undefined;
      return { ...row, documents: await listingsOf(row.id) };
    },

    async findOwned(ownerUserId: string, documentId: string) {
      const [row] = await db
        .select({ displayName: documents.displayName, pdf: documents.pdf })
        .from(documents)
        .innerJoin(policies, eq(policies.id, documents.policyId))
        .where(and(eq(documents.id, documentId), eq(policies.ownerUserId, ownerUserId)));
      return row;
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
