import { and, asc, desc, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { calendarDateOf, formatIsoDate } from '@wallet/domain';
import type { Database } from '../../db/client.js';
import { madeChangesCentsColumn } from '../../db/made-changes-cents.js';
import { payments, policies, policyVersions, quotes } from '../../db/schema.js';

export type PolicyRow = typeof policies.$inferSelect;
export type NewPolicy = typeof policies.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;

/**
 * A policy with the request of its cover as it stands (its latest mid-term change's, or the quote
 * it was bought from; null when none is on record) and the spec's policy_id of the period it
 * renews (null when it renews none).
 */
export type OwnedPolicy = PolicyRow & {
  quoteRequest: Record<string, unknown> | null;
  renewsPolicyId: string | null;
  /** What its mid-term changes added to its premium, less what they took off (0: never changed). */
  madeChangesCents: number;
};

const renewed = alias(policies, 'renewed');

/** The request of the latest version a mid-term change made, else the bought quote's. */
const standingRequest = sql<Record<string, unknown> | null>`coalesce((
  select ${policyVersions.snapshot} -> 'request' from ${policyVersions}
  where ${policyVersions.policyId} = ${policies.id}
  order by ${policyVersions.version} desc limit 1
), ${quotes.request})`;

export function createPoliciesRepository(db: Database) {
  return {
    /**
     * The owner's policies, newest start date first (platform.md 2.8). A period that was renewed
     * shows until it ends; after that its renewal stands for it.
     */
    async listOfOwner(ownerUserId: string): Promise<OwnedPolicy[]> {
      const rows = await db
        .select({
          policy: policies,
          quoteRequest: standingRequest,
          renewsPolicyId: renewed.policyId,
          madeChangesCents: madeChangesCentsColumn,
        })
        .from(policies)
        .leftJoin(quotes, eq(quotes.id, policies.quoteId))
        .leftJoin(renewed, eq(renewed.id, policies.renewalOfPolicyId))
        .where(
          and(
            eq(policies.ownerUserId, ownerUserId),
            // A renewed year stays listed until its last day, counted in Irish days as the app counts.
            or(
              ne(policies.status, 'renewed'),
              gte(policies.endDate, formatIsoDate(calendarDateOf(new Date()))),
            ),
          ),
        )
        .orderBy(desc(policies.startDate), desc(policies.createdAt));
      return rows.map(({ policy, quoteRequest, renewsPolicyId, madeChangesCents }) => ({
        ...policy,
        quoteRequest,
        renewsPolicyId,
        madeChangesCents: Number(madeChangesCents),
      }));
    },

    /**
     * The payments that made these policies, by quote id: each bound quote's payment taken
     * (captured) or whose mandate stands (authorised). A policy made without one has none.
     */
    async paymentsOfQuotes(quoteIds: string[]): Promise<Map<string, PaymentRow>> {
      if (quoteIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(payments)
        .where(
          and(
            inArray(payments.quoteId, quoteIds),
            inArray(payments.status, ['captured', 'authorised']),
          ),
        )
        .orderBy(asc(payments.createdAt));
      // The latest payment of a quote wins, as the bind's answer reads it.
      return new Map(rows.map((row) => [row.quoteId, row]));
    },

    async insertIfAbsent(policy: NewPolicy): Promise<void> {
      await db.insert(policies).values(policy).onConflictDoNothing();
    },
  };
}

export type PoliciesRepository = ReturnType<typeof createPoliciesRepository>;
