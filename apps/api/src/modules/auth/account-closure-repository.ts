import { CLAIM_STAGES, isClaimInProgress } from '@wallet/domain';
import { and, count, eq, gte, inArray, notExists } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  claims,
  dataExports,
  oneTimeCodes,
  payments,
  policies,
  profiles,
  quotes,
  renewalOffers,
  tempQuotes,
  trustedContacts,
  users,
} from '../../db/schema.js';

const IN_PROGRESS = CLAIM_STAGES.filter(isClaimInProgress);

/**
 * What closing an account reads and erases (issue 45). The erasing runs in the caller's
 * transaction, after the user's row is locked, so a policy bought at the same moment is either
 * counted or waits.
 */
export function createAccountClosureRepository(db: Database) {
  return {
    /** Locks the user's row for the rest of the transaction. */
    async lock(userId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    /** The customer's policies still in force on `today`, and claims still in progress. */
    async standing(userId: string, today: string) {
      const [[inForce], [inProgress]] = await Promise.all([
        db
          .select({ value: count() })
          .from(policies)
          .where(
            and(
              eq(policies.ownerUserId, userId),
              eq(policies.status, 'active'),
              gte(policies.endDate, today),
            ),
          ),
        db
          .select({ value: count() })
          .from(claims)
          .where(and(eq(claims.ownerUserId, userId), inArray(claims.stage, IN_PROGRESS))),
      ]);
      return { policiesInForce: inForce?.value ?? 0, claimsInProgress: inProgress?.value ?? 0 };
    },

    /**
     * Erases what is kept only for the account: its profile (address, date of birth, occupation),
     * its trusted contact, quotes that never became a policy, forms in progress, codes and copies
     * of its data; and
     * leaves the user row with no name, address, number or password, marked closed. Policies,
     * their quotes and documents, payments, claims, consents given, agents' records and messages
     * sent stay, for the years the law keeps them.
     */
    async erase(userId: string, closedAt: Date): Promise<void> {
      await db.delete(profiles).where(eq(profiles.userId, userId));
      await db.delete(tempQuotes).where(eq(tempQuotes.userId, userId));
      await db.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
      await db.delete(dataExports).where(eq(dataExports.userId, userId));
      await db.delete(trustedContacts).where(eq(trustedContacts.userId, userId));
      await db
        .delete(quotes)
        .where(
          and(
            eq(quotes.ownerUserId, userId),
            notExists(db.select().from(policies).where(eq(policies.quoteId, quotes.id))),
            notExists(db.select().from(payments).where(eq(payments.quoteId, quotes.id))),
            notExists(db.select().from(renewalOffers).where(eq(renewalOffers.quoteId, quotes.id))),
          ),
        );
      await db
        .update(users)
        .set({
          // A closed account's address is free for a new account; sign-in no longer finds it.
          email: `closed-${userId}@closed.invalid`,
          givenName: '',
          familyName: '',
          phoneNumber: null,
          passwordHash: null,
          emailVerified: false,
          phoneVerified: false,
          mfaEnabled: false,
          closedAt,
          updatedAt: closedAt,
        })
        .where(eq(users.id, userId));
    },
  };
}

export type AccountClosureRepository = ReturnType<typeof createAccountClosureRepository>;
