import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DocumentBusinessProcess } from '@wallet/domain';
import type { Database } from '../../db/client.js';
import { documents, policies } from '../../db/schema.js';

export interface DocumentListing {
  id: string;
  name: string;
  displayName: string;
  description: string;
  businessProcess: string;
  createdAt: Date;
}

/** Documents are only ever found through their owner's policy: the owner check is in the query. */
export function createDocumentsRepository(db: Database) {
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
      if (!policy) return undefined;
      return db
        .select({
          id: documents.id,
          name: documents.name,
          displayName: documents.displayName,
          description: documents.description,
          businessProcess: documents.businessProcess,
          createdAt: documents.createdAt,
        })
        .from(documents)
        .where(
          and(
            eq(documents.policyId, policy.id),
            inArray(documents.businessProcess, [...processes]),
          ),
        )
        .orderBy(asc(documents.createdAt), asc(documents.name));
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
