import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../dates/calendar-date.js';
import {
  TRAVEL_BENEFITS,
  TRAVEL_CAPS_CENTS,
  TRAVEL_GOVERNMENT_LEVY_PERCENT,
  TRAVEL_LIMITS,
  TRAVEL_QUOTE_VALIDITY_DAYS,
  TRAVEL_STAMP_DUTY_CENTS,
  TRAVEL_CLAIM_DAYS,
} from './travel-constants.js';
import {
  destinationCountriesOf,
  destinationCountryList,
  firstZoneOf,
  isCountryInZone,
} from './travel-countries.js';
import {
  coverDaysOf,
  offeredTravelExtras,
  travelCoverEnd,
  travelPromoCodeProblem,
  travelPromoDiscountPercent,
} from './travel-rules.js';

const day = (iso: string) => parseIsoDate(iso)!;

describe('the constants of car-travel-payment.md 9', () => {
  it('are the spec’s figures', () => {
    expect(TRAVEL_LIMITS).toMatchObject({
      singleTripStartMaxDaysAhead: 180,
      multiTripStartMaxDaysAhead: 45,
      tripMaxDays: 180,
      multiTripDaysPerYear: 90,
      multiTripDaysPerTrip: 31,
      winterSportsMaxDays: 21,
      carHireMinAge: 21,
      carHireMaxAge: 75,
    });
    expect(TRAVEL_CAPS_CENTS).toEqual({
      carHirePerIncident: 400_000,
      carHireOverall: 500_000,
      businessMoney: 100_000,
    });
    expect(TRAVEL_BENEFITS.map((benefit) => benefit.limitCents)).toEqual([
      null,
      400_000,
      150_000,
      3_000_000,
      250_000_000,
      3_000_000,
    ]);
    expect(TRAVEL_GOVERNMENT_LEVY_PERCENT).toBe(5);
    expect(TRAVEL_STAMP_DUTY_CENTS).toBe(100);
    expect(TRAVEL_QUOTE_VALIDITY_DAYS).toBeGreaterThanOrEqual(14);
    expect(TRAVEL_CLAIM_DAYS).toBe(30);
  });
});

describe('days of cover', () => {
  it('count the first and last day of a single trip', () => {
    expect(coverDaysOf(1, day('2027-01-09'), day('2027-01-16'))).toBe(8);
    expect(coverDaysOf(1, day('2027-01-09'), day('2027-01-10'))).toBe(2);
  });

  it('run a year for an annual multi-trip policy, whatever end date is given', () => {
    expect(coverDaysOf(2, day('2026-11-20'), undefined)).toBe(365);
    expect(coverDaysOf(2, day('2027-03-01'), day('2027-03-05'))).toBe(366);
    expect(travelCoverEnd(2, day('2026-11-20'), undefined)).toEqual(day('2027-11-19'));
    expect(travelCoverEnd(2, day('2028-02-29'), undefined)).toEqual(day('2029-02-28'));
  });
});

describe('destination countries', () => {
  it('nest the zones: Europe in all, Albania from zone 2, the USA only in zone 3, Cuba in none', () => {
    expect(isCountryInZone('France', 1)).toBe(true);
    expect(isCountryInZone('Albania', 1)).toBe(false);
    expect(isCountryInZone('Albania', 2)).toBe(true);
    expect(isCountryInZone('United States of America', 2)).toBe(false);
    expect(isCountryInZone('Jamaica', 2)).toBe(false);
    expect(isCountryInZone('Canada', 3)).toBe(true);
    expect(firstZoneOf('Cuba')).toBeUndefined();
    expect(firstZoneOf('Ireland')).toBeUndefined();
    const [europe, worldwide, everywhere] = [1, 2, 3].map((zone) =>
      destinationCountriesOf(zone as 1 | 2 | 3),
    );
    expect(worldwide).toEqual(expect.arrayContaining(europe!));
    expect(everywhere).toEqual(expect.arrayContaining(worldwide!));
  });

  it('lists one entry per zone, named as the zone, countries in order', () => {
    const list = destinationCountryList();
    expect(list.map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(list[0]!.name).toBe('Europe excluding Albania');
    const countries = list[2]!.countries;
    expect(countries).toEqual([...countries].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('the travel promotion', () => {
  it('is SUMMER10 in any case, 10% off', () => {
    expect(travelPromoCodeProblem(' summer10 ')).toBeUndefined();
    expect(travelPromoDiscountPercent('Summer10')).toBe(10);
    expect(travelPromoDiscountPercent(undefined)).toBe(0);
    expect(travelPromoCodeProblem('Online10')).toMatch(/not a valid promo code/);
  });
});

describe('the extras Your cover offers', () => {
  const today = new Date('2027-01-09T12:00:00Z');
  it('are winter sports and business, with car hire for a driver aged 21 to 75 going to Europe', () => {
    expect(offeredTravelExtras({ dateOfBirth: day('1985-03-14'), zone: 1, today })).toEqual([
      1, 3, 4,
    ]);
    expect(offeredTravelExtras({ dateOfBirth: day('1985-03-14'), zone: 2, today })).toEqual([1, 4]);
    expect(offeredTravelExtras({ dateOfBirth: day('1940-03-14'), zone: 1, today })).toEqual([1, 4]);
  });

  it('never include private medical insurance, an answer of About you', () => {
    expect(offeredTravelExtras({ dateOfBirth: day('1985-03-14'), zone: 1, today })).not.toContain(
      2,
    );
  });
});
