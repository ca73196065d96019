import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { policies, renewalOffers } from '../../db/schema.js';

/** A renewal offer whose notice went out under the legal minimum of working days. */
export interface LateNotice {
  offerId: string;
  policyNumber: string;
  /** YYYY-MM-DD */
  renewalDate: string;
  issuedAt: Date;
  /** The working days the notice gave; null for an offer issued before they were recorded. */
  noticeWorkingDays: number | null;
  status: (typeof renewalOffers.$inferSelect)['status'];
}

/** The most an operator's list shows at once, soonest renewal first. */
const LATE_NOTICES_LISTED = 500;

/** The renewal notices operators look at (renewal-operator-routes.ts): those issued late. */
export function createRenewalNoticesRepository(db: Database) {
  return {
    async lateNotices(): Promise<LateNotice[]> {
      return db
        .select({
          offerId: renewalOffers.id,
          policyNumber: policies.policyNumber,
          renewalDate: renewalOffers.renewalDate,
          issuedAt: renewalOffers.issuedAt,
          noticeWorkingDays: renewalOffers.noticeWorkingDays,
          status: renewalOffers.status,
        })
        .from(renewalOffers)
        .innerJoin(policies, eq(policies.id, renewalOffers.renewalOfPolicyId))
        .where(eq(renewalOffers.noticeLate, true))
        .orderBy(asc(renewalOffers.renewalDate), asc(renewalOffers.issuedAt))
        .limit(LATE_NOTICES_LISTED);
    },
  };
}

export type RenewalNoticesRepository = ReturnType<typeof createRenewalNoticesRepository>;
