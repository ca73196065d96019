import { CAR_LIMITS } from './car-constants.js';
import { NO_CLAIMS_YEARS, type NoClaimsYears } from './car-lists.js';
import type { ClaimStage } from '../claims/claim-stages.js';
import { isInForce, type PolicyStanding } from '../documents-on-request/documents-on-request.js';

/*
 * The years of no claims bonus a car policy's holder has earned to date (issue 45; decision 0045):
 * the years the policy was priced with, a year for a period of insurance run to its end without a
 * claim that counts, less the step-back for each claim that counts unless the discount is
 * protected.
 */

/** The top band, 'five or more': what is counted from it is a floor, not a count. */
const TOP_BAND: NoClaimsYears = NO_CLAIMS_YEARS[NO_CLAIMS_YEARS.length - 1]!;

/** Claims of these kinds never reduce the bonus (a windscreen or glass claim). */
export const CLAIM_KINDS_KEEPING_THE_BONUS: readonly string[] = ['glass'];

/** A claim made online on the policy, as the statement reads it. */
export interface ClaimOnPolicy {
  reference: string;
  kind: string;
  stage: ClaimStage;
}

/** How a claim stands for the bonus. */
export type ClaimEffect = 'counts' | 'undecided' | 'does_not_count';

/**
 * A claim the insurer pays (approved or settled) counts; a declined claim, or one for glass,
 * never does; one still being decided does not count yet.
 */
export function claimEffectOnBonus(claim: Pick<ClaimOnPolicy, 'kind' | 'stage'>): ClaimEffect {
  if (claim.stage === 'declined' || CLAIM_KINDS_KEEPING_THE_BONUS.includes(claim.kind)) {
    return 'does_not_count';
  }
  return claim.stage === 'approved' || claim.stage === 'settled' ? 'counts' : 'undecided';
}

export interface NoClaimsEarnedInput {
  /** The years the policy was priced with (the rating's, after the claims declared). */
  pricedYears: NoClaimsYears;
  /** No claims discount protection was bought: a claim does not step the years back. */
  protectedBonus: boolean;
  policy: PolicyStanding;
  claims: readonly Pick<ClaimOnPolicy, 'kind' | 'stage'>[];
  /** YYYY-MM-DD */
  today: string;
}

export interface NoClaimsEarned {
  /** The years earned to date, never below none. */
  years: number;
  /** Counted from the top band (five or more): at least this many. */
  atLeast: boolean;
  /** The period ran to its end (not cancelled, its last day past) and so earned its year or not. */
  periodCompleted: boolean;
  /** A year was earned on this policy's period. */
  yearEarned: boolean;
  claimsCounted: number;
  claimsUndecided: number;
  /** The years taken off for the claims counted (none when protected). */
  stepBackYears: number;
}

/** The years of no claims bonus earned to date on a car policy. */
export function noClaimsEarned(input: NoClaimsEarnedInput): NoClaimsEarned {
  const effects = input.claims.map(claimEffectOnBonus);
  const claimsCounted = effects.filter((effect) => effect === 'counts').length;
  const claimsUndecided = effects.filter((effect) => effect === 'undecided').length;
  // A period earns its year once it has run to its last day: one ended early earns none.
  const periodCompleted =
    (input.policy.status ?? 'active') !== 'cancelled' &&
    !isInForce({ ...input.policy, status: 'active' }, input.today);
  const yearEarned = periodCompleted && claimsCounted === 0;
  const stepBackYears = input.protectedBonus
    ? 0
    : claimsCounted * CAR_LIMITS.ncdStepBackYearsPerClaim;
  const years = Math.max(0, input.pricedYears + (yearEarned ? 1 : 0) - stepBackYears);
  return {
    years,
    atLeast: input.pricedYears === TOP_BAND && years > 0,
    periodCompleted,
    yearEarned,
    claimsCounted,
    claimsUndecided,
    stepBackYears,
  };
}

/** The years earned in words, as the statement prints them: 'None', '1 year', 'At least 6 years'. */
export function noClaimsEarnedInWords(earned: Pick<NoClaimsEarned, 'years' | 'atLeast'>): string {
  if (earned.years === 0) return 'None';
  const count = earned.years === 1 ? '1 year' : `${earned.years} years`;
  return earned.atLeast ? `At least ${count}` : count;
}
