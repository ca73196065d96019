import { describe, expect, it } from 'vitest';
import {
  ChubbTravelEngine,
  adultRateCents,
  ageLoadingPercent,
  priceTravel,
  rateChubbTravel,
} from './chubb-travel-engine.js';
import { travelWorkedExampleRequest } from './travel-rating-examples.js';
import type { TravelRating, TravelRatingRequest } from './travel-insurer-port.js';

const quotedTotal = (rating: TravelRating) =>
  rating.outcome === 'quoted' ? rating.premium.totalCents : rating.outcome;

const codesOf = (rating: TravelRating) =>
  rating.outcome === 'quoted' ? [] : rating.notifications.map((notice) => notice.code);

const single = (overrides: Partial<TravelRatingRequest>) => travelWorkedExampleRequest(overrides);

describe('the worked example of docs/travel-rating.md', () => {
  it('prices the family ski week to the cent, line by line', () => {
    const premium = priceTravel(travelWorkedExampleRequest());
    expect(premium).toMatchObject({
      travellersCents: 4_810,
      winterSportsCents: 2_405,
      carHireCents: 1_200,
      businessCents: 0,
      privateMedicalCents: -481,
      bankDiscountPercent: 10,
      bankDiscountCents: -793,
      promoDiscountPercent: 10,
      promoDiscountCents: -714,
      policyPremiumCents: 6_427,
      levyCents: 321,
      stampDutyCents: 100,
      totalCents: 6_848,
    });
    expect(premium.lines.map((line) => [line.code, line.amountCents])).toEqual([
      ['TRAVELLERS', 4_810],
      ['WINTERSPORTS', 2_405],
      ['CARHIRE', 1_200],
      ['PRIVATEMED', -481],
      ['BANKDISC', -793],
      ['PROMO', -714],
      ['PREMIUM', 6_427],
      ['LEVY', 321],
      ['STAMPDUTY', 100],
      ['TOTAL', 6_848],
    ]);
  });

  it('prices the same family on annual multi-trip to the cent', () => {
    const rating = rateChubbTravel(
      single({ tripType: 2, startDate: '2026-12-01', coverDays: 365, country: null }),
    );
    expect(quotedTotal(rating)).toBe(19_253);
  });
});

describe('rating factors', () => {
  it.each([
    [1, 1_400],
    [5, 1_400],
    [6, 1_850],
    [31, 3_300],
    [32, 3_900],
    [38, 3_900],
    [39, 4_500],
    [181, 3_300 + 22 * 600],
  ])('a single trip of %s days in Europe is %s cents per adult', (days, cents) => {
    expect(adultRateCents(1, 1, days)).toBe(cents);
  });

  it('rates each zone and annual multi-trip from its table', () => {
    expect([1, 2, 3].map((zone) => adultRateCents(1, zone as 1 | 2 | 3, 8))).toEqual([
      1_850, 3_600, 5_000,
    ]);
    expect([1, 2, 3].map((zone) => adultRateCents(2, zone as 1 | 2 | 3, 365))).toEqual([
      5_500, 8_900, 11_900,
    ]);
  });

  it.each([
    [64, 100],
    [65, 150],
    [69, 150],
    [70, 200],
    [75, 275],
    [80, 350],
    [85, 350],
  ])('an adult of %s pays %s percent', (age, percent) => {
    expect(ageLoadingPercent(age)).toBe(percent);
  });

  it('counts age on the first day of cover', () => {
    const oneAdult = (dateOfBirth: string) =>
      priceTravel(
        single({
          adults: [{ role: 'policyholder', dateOfBirth }],
          children: 0,
          insuredPersonType: 1,
          extras: { winterSports: false, privateMedical: false, carHire: false, business: false },
          isBankCustomer: false,
          promoCode: undefined,
        }),
      ).travellersCents;
    expect(oneAdult('1962-01-10')).toBe(1_850);
    expect(oneAdult('1962-01-09')).toBe(2_775);
  });

  it('adds business, leaves out what is not chosen and discounts only with a reason', () => {
    const plain = priceTravel(
      single({
        extras: { winterSports: false, privateMedical: false, carHire: false, business: true },
        isBankCustomer: false,
        promoCode: 'WINTER20',
      }),
    );
    expect(plain).toMatchObject({
      businessCents: 1_500,
      winterSportsCents: 0,
      bankDiscountCents: 0,
      promoDiscountCents: 0,
      policyPremiumCents: 4_810 + 1_500,
      levyCents: 316,
      totalCents: 6_310 + 316 + 100,
    });
    expect(plain.lines.map((line) => line.code)).toEqual([
      'TRAVELLERS',
      'BUSINESS',
      'PREMIUM',
      'LEVY',
      'STAMPDUTY',
      'TOTAL',
    ]);
  });
});

describe('acceptance rules', () => {
  it.each([
    ['1941-01-09', 'declined', ['TRAVELLER_AGE_LIMIT']],
    ['1941-01-10', 'quoted', []],
  ])('a partner born %s (86 or not on 9/1/2027) in Europe: %s', (dateOfBirth, outcome, codes) => {
    const rating = rateChubbTravel(
      single({
        adults: [
          { role: 'policyholder', dateOfBirth: '1985-03-14' },
          { role: 'partner', dateOfBirth },
        ],
        extras: { winterSports: false, privateMedical: false, carHire: false, business: false },
      }),
    );
    expect(rating.outcome).toBe(outcome);
    expect(codesOf(rating)).toEqual(codes);
  });

  it('declines annual multi-trip from 76, on the first day of cover', () => {
    const multi = (dateOfBirth: string) =>
      rateChubbTravel(
        single({
          tripType: 2,
          startDate: '2026-12-01',
          coverDays: 365,
          country: null,
          adults: [{ role: 'policyholder', dateOfBirth }],
          insuredPersonType: 1,
          children: 0,
          extras: { winterSports: false, privateMedical: false, carHire: false, business: false },
        }),
      );
    expect(multi('1950-12-02').outcome).toBe('quoted');
    expect(codesOf(multi('1950-12-01'))).toEqual(['MULTI_TRIP_AGE_LIMIT']);
  });

  it('refers winter sports beyond 21 days of a single trip', () => {
    expect(rateChubbTravel(single({ coverDays: 21 })).outcome).toBe('quoted');
    const long = rateChubbTravel(single({ coverDays: 22 }));
    expect(long.outcome).toBe('referred');
    expect(codesOf(long)).toEqual(['WINTER_SPORTS_LONG_TRIP']);
    const multi = rateChubbTravel(single({ tripType: 2, coverDays: 365, country: null }));
    expect(multi.outcome).toBe('quoted');
  });

  it('refers a trip to zone 3 longer than 90 days', () => {
    const worldwide = (coverDays: number) =>
      rateChubbTravel(
        single({
          zone: 3,
          country: 'Canada',
          coverDays,
          extras: { winterSports: false, privateMedical: false, carHire: false, business: false },
        }),
      );
    expect(worldwide(90).outcome).toBe('quoted');
    expect(codesOf(worldwide(91))).toEqual(['LONG_TRIP_NORTH_AMERICA']);
  });

  it('refers someone of 80 or over travelling outside Europe, not within it', () => {
    const traveller = (zone: 1 | 2, dateOfBirth: string) =>
      rateChubbTravel(
        single({
          zone,
          adults: [{ role: 'policyholder', dateOfBirth }],
          insuredPersonType: 1,
          children: 0,
          extras: { winterSports: false, privateMedical: false, carHire: false, business: false },
        }),
      );
    expect(traveller(2, '1947-01-10').outcome).toBe('quoted');
    expect(codesOf(traveller(2, '1947-01-09'))).toEqual(['SENIOR_LONG_HAUL']);
    expect(traveller(1, '1947-01-09').outcome).toBe('quoted');
  });

  it('names every rule broken, declined when one is a decline', () => {
    const rating = rateChubbTravel(
      single({
        zone: 3,
        coverDays: 100,
        adults: [{ role: 'policyholder', dateOfBirth: '1930-01-01' }],
      }),
    );
    expect(rating.outcome).toBe('declined');
    expect(codesOf(rating)).toEqual([
      'TRAVELLER_AGE_LIMIT',
      'WINTER_SPORTS_LONG_TRIP',
      'LONG_TRIP_NORTH_AMERICA',
      'SENIOR_LONG_HAUL',
    ]);
  });
});

describe('ChubbTravelEngine', () => {
  it('answers the pure rating and honours its signal', async () => {
    const engine = new ChubbTravelEngine();
    expect(engine.code).toBe('CHUBB');
    expect(
      quotedTotal(await engine.rate(travelWorkedExampleRequest(), new AbortController().signal)),
    ).toBe(6_848);
    await expect(engine.rate(travelWorkedExampleRequest(), AbortSignal.abort())).rejects.toThrow();
  });
});
