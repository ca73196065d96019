import type { PolicyChangeLine } from '@wallet/domain';
import type { QuoteSnapshot, policies } from '../../db/schema.js';

/** A policy as a change is priced on: its record and its latest version's quote state. */
export interface PolicyChangeState {
  policy: Pick<typeof policies.$inferSelect, 'id' | 'policyType' | 'ownerUserId' | 'insurer'>;
  snapshot: QuoteSnapshot;
}

/** What the policy's insurer made of a change, rated with the engine and rules of a new quote. */
export type PricedChange =
  | {
      outcome: 'priced';
      /**
       * The new annual premium less the current one, both rated now with the same choices, so
       * the change's own effect is all that is charged or returned.
       */
      deltaAnnualCents: number;
      /** The quote state the change leaves (the next version's). */
      snapshot: QuoteSnapshot;
      lines: PolicyChangeLine[];
      /**
       * YYYY-MM-DD: the policy's new last day, when the change makes it a new period from its own
       * start (a single trip made annual multi-trip). The delta is then for that whole period and
       * is charged whole, not pro rata (newPeriodAdjustment); none keeps the period.
       */
      endDate?: string;
    }
  | { outcome: 'declined' | 'referred'; message: string; lines: PolicyChangeLine[] };

/**
 * What the shared policy-changes module asks of a product whose policies change online (a
 * product's ProductParts.policyChanges): its changeable answers and its pricing of a change.
 */
export interface PolicyChangeProduct {
  /**
   * The name of its policy document that a change reissues as the endorsement schedule (the
   * schedule, or the certificate where that is the schedule). Its proof of cover (the product
   * facts' proofOfCover) is reissued beside it.
   */
  scheduleDocument: string;
  /** The answers a change may alter, as a version's quote state holds them; none if unreadable. */
  answersOf(snapshot: QuoteSnapshot): Record<string, unknown> | undefined;
  /**
   * Checks the change with the product's rules (a FieldValidationError naming the fields) and
   * prices it with the policy's insurer.
   */
  price(state: PolicyChangeState, change: unknown): Promise<PricedChange>;
}
