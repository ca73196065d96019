import {
  addDays,
  CLAIM_STAGES,
  COMPLAINT_STATUSES,
  formatIsoDate,
  isClaimInProgress,
  isComplaintOpen,
  parseIsoDate,
  type ClosureStanding,
} from '@wallet/domain';
import { and, count, eq, gte, inArray, notExists } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  claims,
  complaints,
  dataExports,
  marketingConsentChanges,
  marketingConsents,
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
const OPEN_COMPLAINTS = COMPLAINT_STATUSES.filter(isComplaintOpen);

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

    /**
     * What stands in the way of closing on `today`: active policies (one whose last day was
     * yesterday too: its renewal may be under way), purchases whose policy is still being made,
     * claims in progress and complaints still owed an answer.
     */
    async standing(userId: string, today: string): Promise<ClosureStanding> {
      const yesterday = formatIsoDate(addDays(parseIsoDate(today)!, -1));
      const counted = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
      const [policiesInForce, purchasesUnderWay, claimsInProgress, complaintsOpen] =
        await Promise.all([
          counted(
            db
              .select({ value: count() })
              .from(policies)
              .where(
                and(
                  eq(policies.ownerUserId, userId),
                  eq(policies.status, 'active'),
                  gte(policies.endDate, yesterday),
                ),
              ),
          ),
          counted(
            db
              .select({ value: count() })
              .from(payments)
              .where(
                and(
                  eq(payments.userId, userId),
                  inArray(payments.status, ['pending', 'authorised', 'captured']),
                  notExists(
                    db.select().from(policies).where(eq(policies.quoteId, payments.quoteId)),
                  ),
                ),
              ),
          ),
          counted(
            db
              .select({ value: count() })
              .from(claims)
              .where(and(eq(claims.ownerUserId, userId), inArray(claims.stage, IN_PROGRESS))),
          ),
          counted(
            db
              .select({ value: count() })
              .from(complaints)
              .where(
                and(
                  eq(complaints.ownerUserId, userId),
                  inArray(complaints.status, OPEN_COMPLAINTS),
                ),
              ),
          ),
        ]);
      return { policiesInForce, purchasesUnderWay, claimsInProgress, complaintsOpen };
    },

    /**
     * Erases what is kept only for the account: its profile (address, date of birth, occupation),
     * its trusted contact, quotes that never became a policy, forms in progress, codes and copies
     * of its data; and
     * leaves the user row with no name, address, number or password, marked closed. Policies,
     * their quotes and documents, payments, claims, consents given, agents' records and messages
     * sent stay, for the years the law keeps them. Every marketing consent is withdrawn, and each
     * product's withdrawal recorded beside the consents given (GDPR art. 7).
     */
    async erase(userId: string, closedAt: Date): Promise<void> {
      const withdrawn = await db
        .update(marketingConsents)
        .set({
          consent: false,
          email: false,
          phone: false,
          text: false,
          post: false,
          analyzeTransaction: false,
          selectAll: false,
          updatedAt: closedAt,
        })
        .where(eq(marketingConsents.userId, userId))
        .returning({ policyType: marketingConsents.policyType });
      if (withdrawn.length > 0) {
        await db.insert(marketingConsentChanges).values(
          withdrawn.map(({ policyType }) => ({
            userId,
            policyType,
            email: false,
            phone: false,
            text: false,
            post: false,
            analyzeTransaction: false,
            source: 'account_closure' as const,
            changedAt: closedAt,
          })),
        );
      }
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
