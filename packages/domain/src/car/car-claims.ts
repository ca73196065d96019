import { formatEuro } from '../platform/money.js';
import type { CarCoverType } from './car-lists.js';
import { OTHER_CLAIM_KIND, type ProductClaimFacts } from '../claims/claim-form-facts.js';

/** What the car claim form asks (issue 44): where, and the other party and Garda report if any. */
export const CAR_CLAIM_FACTS: ProductClaimFacts = {
  kinds: [
    { code: 'collision', label: 'Collision' },
    { code: 'theft', label: 'Theft' },
    { code: 'fire', label: 'Fire' },
    { code: 'glass', label: 'Glass' },
    { code: 'vandalism', label: 'Vandalism' },
    OTHER_CLAIM_KIND,
  ],
  place: 'asked',
  asksOtherParty: true,
  asksTrip: false,
  hurtNumbers: [],
};

/**
 * The car policy's excesses (its terms, printed on the schedule): each claim for damage to or
 * theft of the insured car carries the own-damage excess, a windscreen or glass claim the smaller
 * glass excess. Claims by others (the third-party cover every policy has) carry none.
 */
export const CAR_CLAIM_EXCESS_EUR = { ownDamage: 300, glass: 75 } as const;

/**
 * Third party, fire and theft covers the car itself against fire and theft, and its windscreen
 * (every cover level includes windscreen cover).
 */
const THIRD_PARTY_FIRE_AND_THEFT_OWN_DAMAGE = ['fire', 'theft', 'glass'];

/**
 * The excess a car claim carries under the policy's cover, in cents; null where it carries none
 * because the cover pays others' claims only (collision, glass or vandalism under third party,
 * fire and theft: damage to the car itself is not covered there).
 */
export function carClaimExcessCents(cover: CarCoverType, kind: string): number | null {
  if (cover === 'THIRD_PARTY_AND_THEFT' && !THIRD_PARTY_FIRE_AND_THEFT_OWN_DAMAGE.includes(kind)) {
    return null;
  }
  return (kind === 'glass' ? CAR_CLAIM_EXCESS_EUR.glass : CAR_CLAIM_EXCESS_EUR.ownDamage) * 100;
}

/** The schedule's line of the excesses, for the cover bought. */
export function carExcessScheduleText(cover: CarCoverType): string {
  const own = formatEuro(CAR_CLAIM_EXCESS_EUR.ownDamage * 100);
  return cover === 'COMPREHENSIVE'
    ? `${own} on each claim for damage to or theft of your car; ${formatEuro(CAR_CLAIM_EXCESS_EUR.glass * 100)} on a windscreen or glass claim; none on claims by others`
    : `${own} on each claim for fire damage to or theft of your car; ${formatEuro(CAR_CLAIM_EXCESS_EUR.glass * 100)} on a windscreen or glass claim; none on claims by others`;
}
