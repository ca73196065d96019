import { formatWholeEuro } from '../platform/money.js';
import { CAR_LEVEL_NOT_OFFERED_MESSAGES } from './car-messages.js';
import { CAR_COVER_LEVELS, type CarCoverLevel } from './car-lists.js';

/*
 * docs/car-rating.md 2: each cover level is accepted or not on its own. A level the insurer
 * referred or declined has no price; the other level is still quoted. Only when neither level can
 * be quoted is the whole quote referred (or declined).
 */

/** The most a car may be worth for each level to be quoted online, in cents (HIGH_VALUE_VEHICLE). */
export const CAR_LEVEL_MAX_VEHICLE_VALUE_CENTS = {
  popular: 5_000_000,
  prestige: 10_000_000,
} as const satisfies Record<CarCoverLevel, number>;

/** A car worth more than the level's limit is referred at that level; its limit is quoted. */
export function vehicleValueReferredAt(level: CarCoverLevel, valueCents: number): boolean {
  return valueCents > CAR_LEVEL_MAX_VEHICLE_VALUE_CENTS[level];
}

/** What the insurer answered for one level. */
export type CarLevelOutcome = 'quoted' | 'referred' | 'declined';

export type CarQuoteLevelsOutcome =
  | {
      /** At least one level is priced: the quote is offered at those levels. */
      outcome: 'quoted';
      offered: CarCoverLevel[];
      /** The levels the insurer referred or declined, shown with their reason. */
      notOffered: CarCoverLevel[];
    }
  | {
      /** Neither level is priced: the whole quote is declined (any decline) or referred. */
      outcome: 'referred' | 'declined';
    };

/** The quote's outcome from each level's: the levels priced are offered, the others explained. */
export function carQuoteLevelsOutcome(
  levels: Record<CarCoverLevel, CarLevelOutcome>,
): CarQuoteLevelsOutcome {
  const offered = CAR_COVER_LEVELS.filter((level) => levels[level] === 'quoted');
  if (offered.length > 0) {
    return {
      outcome: 'quoted',
      offered,
      notOffered: CAR_COVER_LEVELS.filter((level) => levels[level] !== 'quoted'),
    };
  }
  return {
    outcome: CAR_COVER_LEVELS.some((level) => levels[level] === 'declined')
      ? 'declined'
      : 'referred',
  };
}

/**
 * The sentence a customer reads for a level not offered beside one that is, from the codes of
 * the insurer's notices at that level: the car's value names both limits; any other reason asks
 * the customer to call.
 */
export function carLevelNotOfferedReason(level: CarCoverLevel, codes: readonly string[]): string {
  if (codes.length === 1 && codes[0] === 'HIGH_VALUE_VEHICLE') {
    const other = CAR_COVER_LEVELS.find((each) => each !== level)!;
    return CAR_LEVEL_NOT_OFFERED_MESSAGES.carValue(
      level,
      formatWholeEuro(CAR_LEVEL_MAX_VEHICLE_VALUE_CENTS[level]),
      other,
      formatWholeEuro(CAR_LEVEL_MAX_VEHICLE_VALUE_CENTS[other]),
    );
  }
  return CAR_LEVEL_NOT_OFFERED_MESSAGES.callUs(level);
}
