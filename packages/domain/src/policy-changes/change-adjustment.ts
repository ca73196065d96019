import { periodDays, proRataCents } from '../cancellation/pro-rata.js';

/** What a mid-term change is priced against and from when it counts. */
export interface ChangeAdjustmentFacts {
  /** YYYY-MM-DD: the policy's period. */
  startDate: string;
  endDate: string;
  /** YYYY-MM-DD: the first day the changed cover is in force. */
  effectiveDate: string;
  /** The annual premium of the cover as it stands, and as it will stand. */
  currentAnnualCents: number;
  newAnnualCents: number;
}

export interface ChangeAdjustment {
  days_in_period: number;
  /** The days the changed cover is in force: from the effective date to the end, both included. */
  days_remaining: number;
  /** Above 0 what the change costs for the rest of the period, below 0 what it returns. */
  adjustment_cents: number;
}

/**
 * A mid-term change's price for the rest of the period (docs/cancellation-arithmetic.md): the
 * difference between the new and the current annual premium, pro rata for the days from the
 * effective date to the end, both included, in whole cents (half a cent away from nothing).
 */
export function changeAdjustment(facts: ChangeAdjustmentFacts): ChangeAdjustment {
  const days = periodDays(facts.startDate, facts.endDate);
  if (facts.effectiveDate < facts.startDate || facts.effectiveDate > facts.endDate) {
    throw new RangeError(`A change from ${facts.effectiveDate} is outside the policy's period`);
  }
  const remaining = periodDays(facts.effectiveDate, facts.endDate);
  return {
    days_in_period: days,
    days_remaining: remaining,
    adjustment_cents: proRataCents(
      facts.newAnnualCents - facts.currentAnnualCents,
      remaining,
      days,
    ),
  };
}

/** A change that gives the policy a new last day (a single trip made annual multi-trip). */
export interface NewPeriodAdjustmentFacts extends ChangeAdjustmentFacts {
  /** YYYY-MM-DD: the new period's last day, after the current one. */
  newEndDate: string;
}

/**
 * A change that makes the policy a new period from its own start (decision 0038: a single trip
 * made annual multi-trip): the new premium is for the whole new period, which already holds the
 * days gone, so the change costs the difference whole, never pro rata. It is made while the
 * current period is in force; the days it reports are the new period's.
 */
export function newPeriodAdjustment(facts: NewPeriodAdjustmentFacts): ChangeAdjustment {
  if (facts.effectiveDate < facts.startDate || facts.effectiveDate > facts.endDate) {
    throw new RangeError(`A change from ${facts.effectiveDate} is outside the policy's period`);
  }
  if (facts.newEndDate <= facts.endDate) {
    throw new RangeError(`A new period to ${facts.newEndDate} does not outlast the current one`);
  }
  return {
    days_in_period: periodDays(facts.startDate, facts.newEndDate),
    days_remaining: periodDays(facts.effectiveDate, facts.newEndDate),
    adjustment_cents: facts.newAnnualCents - facts.currentAnnualCents,
  };
}
