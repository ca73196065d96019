import { describe, expect, it } from 'vitest';
import { euroToCents } from '../platform/money.js';
import { CAR_COVER_LEVELS } from './car-lists.js';
import {
  CAR_LEVEL_MAX_VEHICLE_VALUE_CENTS,
  carLevelNotOfferedReason,
  carQuoteLevelsOutcome,
  vehicleValueReferredAt,
  type CarLevelOutcome,
} from './car-quote-levels.js';

/** Each level's outcome for a car of this value when nothing else is referred. */
const outcomeForValue = (valueEuro: number) =>
  carQuoteLevelsOutcome(
    Object.fromEntries(
      CAR_COVER_LEVELS.map((level) => [
        level,
        vehicleValueReferredAt(level, euroToCents(valueEuro)) ? 'referred' : 'quoted',
      ]),
    ) as Record<(typeof CAR_COVER_LEVELS)[number], CarLevelOutcome>,
  );

describe('the car’s value at each level (docs/car-rating.md 2, HIGH_VALUE_VEHICLE)', () => {
  it('holds Popular to €50,000 and Prestige to €100,000', () => {
    expect(CAR_LEVEL_MAX_VEHICLE_VALUE_CENTS).toEqual({
      popular: 5_000_000,
      prestige: 10_000_000,
    });
  });

  it('quotes both levels for a car worth exactly Popular’s limit', () => {
    expect(outcomeForValue(50_000)).toEqual({
      outcome: 'quoted',
      offered: ['popular', 'prestige'],
      notOffered: [],
    });
  });

  it('quotes Prestige alone for a car worth one euro (or one cent) more', () => {
    const prestigeOnly = { outcome: 'quoted', offered: ['prestige'], notOffered: ['popular'] };
    expect(outcomeForValue(50_001)).toEqual(prestigeOnly);
    expect(vehicleValueReferredAt('popular', 5_000_001)).toBe(true);
    expect(vehicleValueReferredAt('prestige', 5_000_001)).toBe(false);
  });

  it('still quotes Prestige for a car worth exactly Prestige’s limit', () => {
    expect(outcomeForValue(100_000)).toEqual({
      outcome: 'quoted',
      offered: ['prestige'],
      notOffered: ['popular'],
    });
  });

  it('refers the whole quote for a car worth more than both limits', () => {
    expect(outcomeForValue(100_001)).toEqual({ outcome: 'referred' });
    expect(vehicleValueReferredAt('prestige', 10_000_001)).toBe(true);
  });
});

describe('carQuoteLevelsOutcome', () => {
  it('declines the whole quote when neither level is priced and one is declined', () => {
    expect(carQuoteLevelsOutcome({ popular: 'declined', prestige: 'declined' })).toEqual({
      outcome: 'declined',
    });
    expect(carQuoteLevelsOutcome({ popular: 'referred', prestige: 'declined' })).toEqual({
      outcome: 'declined',
    });
    expect(carQuoteLevelsOutcome({ popular: 'referred', prestige: 'referred' })).toEqual({
      outcome: 'referred',
    });
  });

  it('offers whichever level is priced, Popular alone as well', () => {
    expect(carQuoteLevelsOutcome({ popular: 'quoted', prestige: 'referred' })).toEqual({
      outcome: 'quoted',
      offered: ['popular'],
      notOffered: ['prestige'],
    });
  });
});

describe('carLevelNotOfferedReason', () => {
  it('names both limits when the car’s value alone stops the level', () => {
    expect(carLevelNotOfferedReason('popular', ['HIGH_VALUE_VEHICLE'])).toBe(
      'Popular is not offered for a car worth more than €50,000. Prestige insures cars worth up to €100,000.',
    );
  });

  it('asks the customer to call for any other reason', () => {
    expect(carLevelNotOfferedReason('prestige', ['HIGH_VALUE_VEHICLE', 'LARGE_CLAIM'])).toBe(
      'Prestige cannot be quoted online for your answers. To ask about it, please call us on 01 488 4062 (Monday to Friday 9am-5pm).',
    );
  });
});
