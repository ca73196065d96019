import { carInstalmentsInWords } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { InsurerUnavailableError, callInsurer } from './insurer-port.js';
import type {
  CarAdditionalDriverRisk,
  CarDriverRisk,
  CarLevelRating,
  CarRating,
  CarRatingRequest,
} from './car-insurer-port.js';
import {
  carWorkedExampleDaughter,
  carWorkedExampleRequest,
  carWorkedExampleSpouse,
} from './car-rating-examples.js';
import {
  RsaCarEngine,
  carFactors,
  driverFactors,
  offeredExtras,
  priceCarLevel,
  rateRsaCar,
  steppedBackNoClaimsYears,
} from './rsa-car-engine.js';

const example = carWorkedExampleRequest;
const START = '2025-03-14';

/** A request with the example's car and main driver alone: no named drivers, claims or extras. */
const plain = (overrides: Partial<CarRatingRequest> = {}) =>
  example({
    additionalDrivers: [],
    claims: [],
    extras: { personalProtectionPlus: false, ncdProtection: false, additionalBenefitsPlus: false },
    ...overrides,
  });

const mainDriver = (overrides: Partial<CarDriverRisk>) => ({
  ...example().mainDriver,
  ...overrides,
});

const quoted = (rating: CarLevelRating) => {
  if (rating.outcome !== 'quoted') throw new Error(`Not quoted: ${JSON.stringify(rating)}`);
  return rating;
};
const singlePayment = (request: CarRatingRequest, level: 'popular' | 'prestige' = 'popular') =>
  quoted(rateRsaCar(request).levels[level]).premium.singlePaymentCents;

const codesOf = (rating: CarLevelRating) =>
  rating.outcome === 'quoted' ? [] : rating.notifications.map((notice) => notice.code);
const outcomes = (rating: CarRating) => [
  rating.levels.popular.outcome,
  rating.levels.prestige.outcome,
];

/** A date of birth that makes a driver exactly `age` on the start date (their birthday). */
const bornYearsBefore = (age: number, dayAfter = false) =>
  `${2025 - age}-03-${dayAfter ? '15' : '14'}`;

describe('the worked example of docs/car-rating.md', () => {
  it('prices Popular to the cent, figure by figure', () => {
    const popular = quoted(rateRsaCar(example()).levels.popular);
    expect(popular.premium).toEqual({
      totalNoClaimsDiscountCents: 46_319,
      totalPaymentAfterNoClaimsDiscountCents: 185_275,
      totalBankDiscountCents: 18_528,
      totalBankDiscountPercentage: 10,
      totalPaymentAfterBankDiscountCents: 166_747,
      premiumOptionalExtras: [
        { extra: 'personalProtectionPlus', text: 'Personal Protection Plus', amountCents: 3_000 },
      ],
      singlePaymentCents: 174_839,
      directDebitAmountCents: 15_299,
      cardDepositAmountCents: 30_598,
      totalAnnualChargeForPaymentsByInstallmentCents: 8_742,
      totalIfPaidByInstallmentCents: 183_581,
      governmentLevyCents: 5_092,
      instalments: {
        totalCents: 183_581,
        monthlyCents: 15_299,
        depositCents: 30_598,
        directDebits: {
          instalments: 10,
          instalmentCents: 15_299,
          lastInstalmentCents: 15_292,
          totalCents: 152_983,
        },
      },
      working: {
        baseCents: 52_000,
        carPremiumCents: 66_066,
        drivers: [
          { driverOrder: 1, ownPremiumCents: 76_306, sharePercent: 100, partCents: 76_306 },
          { driverOrder: 2, ownPremiumCents: 69_369, sharePercent: 15, partCents: 10_405 },
          { driverOrder: 3, ownPremiumCents: 354_280, sharePercent: 30, partCents: 106_284 },
        ],
        driversPremiumCents: 192_995,
        countedClaims: 1,
        ratedPremiumCents: 231_594,
        noClaimsYears: 2,
        noClaimsDiscountPercent: 20,
        premiumAfterExtrasCents: 169_747,
        instalmentChargePercent: 5,
      },
    });
    expect(popular.offeredExtras).toEqual([
      { extra: 'personalProtectionPlus', text: 'Personal Protection Plus', amountCents: 3_000 },
      { extra: 'additionalBenefitsPlus', text: 'Additional Benefits Plus', amountCents: 4_500 },
    ]);
  });

  it('prices Prestige to the cent, figure by figure', () => {
    const prestige = quoted(rateRsaCar(example()).levels.prestige);
    expect(prestige.premium).toEqual({
      totalNoClaimsDiscountCents: 53_445,
      totalPaymentAfterNoClaimsDiscountCents: 213_779,
      totalBankDiscountCents: 21_378,
      totalBankDiscountPercentage: 10,
      totalPaymentAfterBankDiscountCents: 192_401,
      premiumOptionalExtras: [
        { extra: 'personalProtectionPlus', text: 'Personal Protection Plus', amountCents: 3_000 },
      ],
      singlePaymentCents: 201_263,
      directDebitAmountCents: 17_611,
      cardDepositAmountCents: 35_222,
      totalAnnualChargeForPaymentsByInstallmentCents: 10_063,
      totalIfPaidByInstallmentCents: 211_326,
      governmentLevyCents: 5_862,
      instalments: {
        totalCents: 211_326,
        monthlyCents: 17_611,
        depositCents: 35_222,
        directDebits: {
          instalments: 10,
          instalmentCents: 17_611,
          lastInstalmentCents: 17_605,
          totalCents: 176_104,
        },
      },
      working: {
        baseCents: 60_000,
        carPremiumCents: 76_230,
        drivers: [
          { driverOrder: 1, ownPremiumCents: 88_046, sharePercent: 100, partCents: 88_046 },
          { driverOrder: 2, ownPremiumCents: 80_042, sharePercent: 15, partCents: 12_006 },
          { driverOrder: 3, ownPremiumCents: 408_783, sharePercent: 30, partCents: 122_635 },
        ],
        driversPremiumCents: 222_687,
        countedClaims: 1,
        ratedPremiumCents: 267_224,
        noClaimsYears: 2,
        noClaimsDiscountPercent: 20,
        premiumAfterExtrasCents: 195_401,
        instalmentChargePercent: 5,
      },
    });
    // NCD protection was chosen, but 2 years after the step-back are too few for it.
    expect(prestige.offeredExtras.map((price) => price.extra)).toEqual([
      'personalProtectionPlus',
      'additionalBenefitsPlus',
    ]);
  });

  it('words both monthly plans as the write-up does', () => {
    const rating = rateRsaCar(example());
    expect(carInstalmentsInWords(quoted(rating.levels.popular).premium.instalments)).toBe(
      'A deposit of €305.98 by card, then 9 monthly payments of €152.99 and a last payment of €152.92',
    );
    expect(carInstalmentsInWords(quoted(rating.levels.prestige).premium.instalments)).toBe(
      'A deposit of €352.22 by card, then 9 monthly payments of €176.11 and a last payment of €176.05',
    );
  });

  it('answers as RSA for the cover type asked', () => {
    const rating = rateRsaCar(example());
    expect(rating.insurer).toBe('RSA');
    expect(rating.coverType).toBe('COMPREHENSIVE');
  });
});

describe('the car and its use', () => {
  const factorAt = (index: number, overrides: Partial<CarRatingRequest>) =>
    carFactors(plain(overrides))[index];
  const vehicle = (overrides: Partial<CarRatingRequest['vehicle']>) => ({
    vehicle: { ...example().vehicle, ...overrides },
  });

  it.each([
    [1, 9_000],
    [10, 9_000],
    [11, 10_000],
    [20, 10_000],
    [21, 11_500],
    [30, 11_500],
    [31, 13_500],
    [40, 13_500],
  ])('ABI group %s is x%s basis points', (abiGroup, factor) => {
    expect(factorAt(0, vehicle({ abiGroup }))).toBe(factor);
  });

  it.each([
    [1_000_000, 9_000],
    [1_000_001, 10_000],
    [2_000_000, 10_000],
    [2_000_001, 11_000],
    [3_500_000, 11_000],
    [3_500_001, 12_500],
    [5_000_000, 12_500],
    [5_000_001, 14_500],
    [7_500_000, 14_500],
    [7_500_001, 16_500],
    [10_000_000, 16_500],
  ])('a car worth %s cents is x%s basis points', (valueCents, factor) => {
    expect(factorAt(1, vehicle({ valueCents }))).toBe(factor);
  });

  it.each([
    ['PERSONAL_ONLY', 10_000],
    ['OWN_BUSINESS', 11_000],
    ['EMPLOYERS_BUSINESS', 11_500],
  ] as const)('use %s is x%s basis points', (use, factor) => {
    expect(factorAt(2, { use })).toBe(factor);
  });

  it.each([
    ['LOW', 9_000],
    ['BELOW_AVERAGE', 9_500],
    ['AVERAGE', 10_000],
    ['ABOVE_AVERAGE', 10_500],
    ['HIGH_UP_TO_25000', 11_000],
    ['HIGH_UP_TO_30000', 11_500],
    ['VERY_HIGH_UP_TO_35000', 12_200],
    ['VERY_HIGH_UP_TO_40000', 13_000],
    ['PEAK', 14_000],
  ] as const)('annual km %s is x%s basis points', (annualKm, factor) => {
    expect(factorAt(3, { annualKm })).toBe(factor);
  });

  it.each([
    ['Dublin 6W', 13_000],
    ['Fingal', 13_000],
    ['Co. Cork', 11_000],
    ['Wicklow', 11_000],
    ['Kerry', 10_000],
    ['Donegal', 10_000],
  ])('a car kept in %s is x%s basis points: Dublin dearest', (county, factor) => {
    expect(factorAt(4, { county })).toBe(factor);
  });

  it.each([
    ['INTEND_TO_PURCHASE', 10_500],
    ['LESS_THAN_A_YEAR', 10_500],
    ['UP_TO_2_YEARS', 10_000],
    ['UP_TO_5_YEARS', 10_000],
    ['LONGER_THAN_5_YEARS', 9_700],
  ] as const)('a car owned %s is x%s basis points', (carOwnedPeriod, factor) => {
    expect(factorAt(5, { carOwnedPeriod })).toBe(factor);
  });
});

describe('each driver', () => {
  const factorOf = (index: number, overrides: Partial<CarDriverRisk>) =>
    driverFactors(mainDriver(overrides), START)[index];

  it.each([
    [17, 26_000],
    [20, 26_000],
    [21, 19_000],
    [24, 19_000],
    [25, 13_500],
    [29, 13_500],
    [30, 10_500],
    [39, 10_500],
    [40, 10_000],
    [49, 10_000],
    [50, 9_500],
    [59, 9_500],
    [60, 10_000],
    [69, 10_000],
    [70, 11_500],
    [74, 11_500],
    [75, 13_500],
    [79, 13_500],
  ])('a driver of %s on the start date is x%s basis points', (age, factor) => {
    expect(factorOf(0, { dateOfBirth: bornYearsBefore(age) })).toBe(factor);
  });

  it('counts age on the first day of cover: a birthday the day after is a year younger', () => {
    expect(factorOf(0, { dateOfBirth: bornYearsBefore(21) })).toBe(19_000);
    expect(factorOf(0, { dateOfBirth: bornYearsBefore(21, true) })).toBe(26_000);
  });

  it.each([
    ['FULL_IRISH', 10_000],
    ['FULL_UK', 10_000],
    ['FULL_EU', 11_000],
    ['PROVISIONAL_IRISH', 15_000],
    ['PROVISIONAL_UK', 16_000],
    ['PROVISIONAL_EU', 16_000],
  ] as const)('a %s licence is x%s basis points', (licenceType, factor) => {
    expect(factorOf(1, { licenceType })).toBe(factor);
  });

  it.each([
    [true, 10_000],
    [null, 10_000],
    [false, 11_000],
  ])('a test passed in Ireland or the UK %s is x%s basis points', (passed, factor) => {
    expect(factorOf(2, { passedTestInIrelandOrUk: passed })).toBe(factor);
  });

  it.each([
    ['IRELAND_OR_UK', 10_000],
    ['EU_COUNTRY', 10_500],
    ['NON_EU_COUNTRY', 11_500],
    ['NOT_APPLICABLE', 11_000],
  ] as const)('the last five years driven in %s is x%s basis points', (experience, factor) => {
    expect(factorOf(3, { lastFiveYearsExperience: experience })).toBe(factor);
  });

  it.each([
    [0, 14_000],
    [1, 12_500],
    [2, 11_500],
    [3, 10_800],
    [4, 10_400],
    [5, 10_200],
    [6, 10_000],
    [100, 10_000],
  ])('a licence held %s years is x%s basis points', (yearsHeld, factor) => {
    expect(factorOf(4, { yearsHeld })).toBe(factor);
  });

  it.each([
    ['EMPLOYED', 10_000],
    ['SELF_EMPLOYED', 10_000],
    ['HOUSEWIFE_HUSBAND', 9_800],
    ['RETIRED', 9_800],
    ['STUDENT', 11_000],
    ['UNEMPLOYED', 10_500],
  ] as const)('employment %s is x%s basis points', (employmentStatus, factor) => {
    expect(factorOf(5, { employmentStatus })).toBe(factor);
  });

  it.each([
    [[], 10_000],
    [[1], 11_000],
    [[3], 11_000],
    [[2, 2], 12_500],
    [[4], 12_500],
    [[3, 3], 12_500],
  ])('penalty points %j together are x%s basis points', (points, factor) => {
    const penalties = points.map((each) => ({
      offence: 'CARELESS_DRIVING' as const,
      points: each,
    }));
    expect(factorOf(6, { penalties })).toBe(factor);
  });

  it('applies the current driving experience to the main driver only, after their factors', () => {
    const ownPremiums = (drivingExperienceType: CarRatingRequest['drivingExperienceType']) =>
      quoted(
        rateRsaCar(example({ drivingExperienceType })).levels.popular,
      ).premium.working.drivers.map((driver) => driver.ownPremiumCents);
    expect(ownPremiums('1-X')).toEqual([76_306, 69_369, 354_280]);
    expect(ownPremiums('4-9')).toEqual([83_937, 69_369, 354_280]);
    expect(ownPremiums('6-A')).toEqual([80_121, 69_369, 354_280]);
    expect(ownPremiums('7-X')).toEqual([95_383, 69_369, 354_280]);
  });

  it.each([
    ['SPOUSE', 15],
    ['PARENT', 15],
    ['CHILD', 30],
    ['OTHER', 25],
  ] as const)(
    'an additional driver who is a %s adds %s%% of their own premium',
    (relationship, share) => {
      const rating = rateRsaCar(
        plain({ additionalDrivers: [carWorkedExampleSpouse({ relationship })] }),
      );
      const [main, named] = quoted(rating.levels.popular).premium.working.drivers;
      expect(main!.partCents).toBe(76_306);
      expect(named).toEqual({
        driverOrder: 2,
        ownPremiumCents: 69_369,
        sharePercent: share,
        partCents: Math.round((69_369 * share) / 100),
      });
    },
  );

  it('rates each additional driver on their own points', () => {
    const withPoints = carWorkedExampleSpouse({
      penalties: [{ offence: 'HOLDING_MOBILE_PHONE', points: 4 }],
    });
    const [, named] = quoted(rateRsaCar(plain({ additionalDrivers: [withPoints] })).levels.popular)
      .premium.working.drivers;
    // 69,369 x 1.25 = 86,711.25
    expect(named!.ownPremiumCents).toBe(86_711);
  });
});

describe('claims and the no-claims discount', () => {
  const claim = (type: CarRatingRequest['claims'][number]['type']) => ({
    type,
    status: 'CLOSED' as const,
    amountCents: 100_000,
  });

  it.each([
    [0, 10_000],
    [1, 12_000],
    [2, 15_000],
  ])('%s claims load the drivers premium by x%s basis points', (count, factor) => {
    const claims = Array.from({ length: count }, () => claim('THEFT'));
    const working = quoted(rateRsaCar(plain({ claims, noClaimsYears: 0 })).levels.popular).premium
      .working;
    expect(working.ratedPremiumCents).toBe(
      Math.round((working.driversPremiumCents * factor) / 10_000),
    );
  });

  it('declines a third claim, and counts no windscreen-only claim', () => {
    const three = plain({ claims: [claim('FIRE'), claim('THEFT'), claim('PERSONAL_EFFECTS')] });
    expect(codesOf(rateRsaCar(three).levels.popular)).toEqual(['CLAIMS_FREQUENCY']);
    const windscreens = plain({
      claims: Array.from({ length: 3 }, () => claim('WINDSCREEN_ONLY')),
    });
    expect(singlePayment(windscreens)).toBe(singlePayment(plain()));
  });

  it.each([
    [5, 0, 5],
    [5, 1, 2],
    [5, 2, 0],
    [4, 1, 1],
    [3, 1, 0],
    [0, 1, 0],
  ])('%s declared years with %s claims step back to %s', (declared, claims, years) => {
    expect(steppedBackNoClaimsYears(declared, claims)).toBe(years);
  });

  it.each([
    [0, 0],
    [1, 10],
    [2, 20],
    [3, 30],
    [4, 40],
    [5, 50],
  ] as const)('%s no-claims years take %s%% off the rated premium', (noClaimsYears, percent) => {
    const premium = quoted(rateRsaCar(plain({ noClaimsYears })).levels.popular).premium;
    expect(premium.working.noClaimsDiscountPercent).toBe(percent);
    expect(premium.totalNoClaimsDiscountCents).toBe(
      Math.round((premium.working.ratedPremiumCents * percent) / 100),
    );
  });
});

describe('the bank discount', () => {
  it.each([
    [false, false, 0],
    [true, false, 5],
    [false, true, 5],
    [true, true, 10],
  ])(
    'a bank customer %s with a home policy %s has %s%%',
    (isBankCustomer, hasBankHomePolicy, percent) => {
      const premium = quoted(
        rateRsaCar(plain({ isBankCustomer, hasBankHomePolicy })).levels.popular,
      ).premium;
      expect(premium.totalBankDiscountPercentage).toBe(percent);
      expect(premium.totalPaymentAfterBankDiscountCents).toBe(
        premium.totalPaymentAfterNoClaimsDiscountCents - premium.totalBankDiscountCents,
      );
    },
  );
});

describe('the extras', () => {
  const all = { personalProtectionPlus: true, ncdProtection: true, additionalBenefitsPlus: true };

  it('offers none on third party, fire and theft, and prices none chosen there', () => {
    const rating = rateRsaCar(example({ coverType: 'THIRD_PARTY_AND_THEFT', extras: all }));
    for (const level of [rating.levels.popular, rating.levels.prestige]) {
      expect(quoted(level).offeredExtras).toEqual([]);
      expect(quoted(level).premium.premiumOptionalExtras).toEqual([]);
    }
  });

  it('offers NCD protection on comprehensive prestige only, from 4 years after the step-back', () => {
    expect(offeredExtras('COMPREHENSIVE', 'popular', 5, 100_000).map((each) => each.extra)).toEqual(
      ['personalProtectionPlus', 'additionalBenefitsPlus'],
    );
    expect(offeredExtras('COMPREHENSIVE', 'prestige', 4, 100_001)).toEqual([
      { extra: 'personalProtectionPlus', text: 'Personal Protection Plus', amountCents: 3_000 },
      { extra: 'ncdProtection', text: 'No Claims Discount Protection', amountCents: 10_000 },
      { extra: 'additionalBenefitsPlus', text: 'Additional Benefits Plus', amountCents: 4_500 },
    ]);
    expect(
      offeredExtras('COMPREHENSIVE', 'prestige', 3, 100_000).map((each) => each.extra),
    ).toEqual(['personalProtectionPlus', 'additionalBenefitsPlus']);
  });

  it('adds the chosen extras after the bank discount and levies them', () => {
    const premium = quoted(
      rateRsaCar(plain({ noClaimsYears: 4, extras: all })).levels.prestige,
    ).premium;
    const ncdProtection = Math.round(premium.totalPaymentAfterBankDiscountCents / 10);
    expect(premium.premiumOptionalExtras.map((each) => each.amountCents)).toEqual([
      3_000,
      ncdProtection,
      4_500,
    ]);
    const afterExtras = premium.totalPaymentAfterBankDiscountCents + 7_500 + ncdProtection;
    expect(premium.working.premiumAfterExtrasCents).toBe(afterExtras);
    expect(premium.governmentLevyCents).toBe(Math.round((afterExtras * 3) / 100));
  });
});

describe('the levy and paying monthly', () => {
  it('levies 3% of the premium after extras, and charges 5% of the single payment monthly', () => {
    const premium = quoted(rateRsaCar(plain()).levels.popular).premium;
    expect(premium.governmentLevyCents).toBe(
      Math.round((premium.working.premiumAfterExtrasCents * 3) / 100),
    );
    expect(premium.singlePaymentCents).toBe(
      premium.working.premiumAfterExtrasCents + premium.governmentLevyCents,
    );
    expect(premium.totalAnnualChargeForPaymentsByInstallmentCents).toBe(
      Math.round((premium.singlePaymentCents * 5) / 100),
    );
    expect(premium.cardDepositAmountCents + 9 * premium.directDebitAmountCents).toBeLessThan(
      premium.totalIfPaidByInstallmentCents,
    );
    expect(
      premium.cardDepositAmountCents +
        9 * premium.directDebitAmountCents +
        premium.instalments.directDebits.lastInstalmentCents,
    ).toBe(premium.totalIfPaidByInstallmentCents);
  });
});

describe('answers the price ignores', () => {
  it('prices the same whatever the occupation code, offence, registration, make or claim amount', () => {
    const changed = example({
      mainDriver: mainDriver({
        occupation: 'ZZZ',
        penalties: [{ offence: 'DRIVING_IN_BUS_LANE', points: 3 }],
      }),
      vehicle: {
        registration: null,
        abiCode: '32120101',
        year: 2009,
        valueCents: 2_200_000,
        abiGroup: 18,
        engineCc: 1_968,
        fuel: 'DIESEL',
      },
      claims: [
        { type: 'THEFT', status: 'OPEN', amountCents: 2_000_000 },
        { type: 'WINDSCREEN_ONLY', status: 'OPEN', amountCents: 1 },
      ],
    });
    expect(rateRsaCar(changed)).toEqual(rateRsaCar(example()));
  });
});

describe('declines and referrals', () => {
  it.each<[string, Partial<CarRatingRequest>, string]>([
    ['commercial use', { use: 'COMMERCIAL_USE' }, 'COMMERCIAL_USE'],
    [
      'a main driver of 16',
      { mainDriver: mainDriver({ dateOfBirth: bornYearsBefore(17, true) }) },
      'DRIVER_UNDER_17',
    ],
    [
      'an additional driver of 16',
      {
        additionalDrivers: [carWorkedExampleDaughter({ dateOfBirth: bornYearsBefore(17, true) })],
      },
      'DRIVER_UNDER_17',
    ],
    [
      '12 penalty points',
      {
        mainDriver: mainDriver({
          penalties: [
            { offence: 'CARELESS_DRIVING', points: 5 },
            { offence: 'NO_INSURANCE', points: 5 },
            { offence: 'ENTERING_YELLOW_BOX', points: 2 },
          ],
        }),
      },
      'PENALTY_POINTS_DISQUALIFIED',
    ],
  ])('declines %s at both levels', (_name, overrides, code) => {
    const rating = rateRsaCar(example(overrides));
    expect(outcomes(rating)).toEqual(['declined', 'declined']);
    expect(codesOf(rating.levels.popular)).toEqual([code]);
    expect(codesOf(rating.levels.prestige)).toEqual([code]);
  });

  const additional = (overrides: Partial<CarAdditionalDriverRisk>) => ({
    additionalDrivers: [carWorkedExampleSpouse(overrides)],
  });

  it.each<[string, Partial<CarRatingRequest>, string]>([
    ['a statement of the terms page answered no', { termsConfirmed: false }, 'TERMS_NOT_CONFIRMED'],
    [
      'a disqualified or convicted main driver',
      { disqualifiedOrConvicted: true },
      'DISQUALIFIED_OR_CONVICTED',
    ],
    ['a non-EU licence', additional({ licenceType: 'NON_EU' }), 'NON_EU_LICENCE'],
    ['a driver of 80', additional({ dateOfBirth: bornYearsBefore(80) }), 'SENIOR_DRIVER'],
    [
      '7 penalty points',
      additional({ penalties: [{ offence: 'NO_NCT', points: 7 }] }),
      'PENALTY_POINTS',
    ],
    [
      '11 penalty points',
      { mainDriver: mainDriver({ penalties: [{ offence: 'NO_NCT', points: 11 }] }) },
      'PENALTY_POINTS',
    ],
    [
      'an insurance group above 40',
      { vehicle: { ...example().vehicle, abiGroup: 41 } },
      'HIGH_PERFORMANCE_VEHICLE',
    ],
    [
      'a claim above €20,000',
      { claims: [{ type: 'FIRE', status: 'CLOSED', amountCents: 2_000_001 }] },
      'LARGE_CLAIM',
    ],
    [
      'an open claim for damage to another vehicle or person',
      {
        claims: [
          { type: 'DAMAGE_TO_ANOTHER_VEHICLE_OR_PERSON', status: 'OPEN', amountCents: 100_000 },
        ],
      },
      'OPEN_THIRD_PARTY_CLAIM',
    ],
    ['a county outside the 26', { county: 'Antrim' }, 'UNKNOWN_COUNTY'],
  ])('refers %s at both levels', (_name, overrides, code) => {
    const rating = rateRsaCar(example(overrides));
    expect(outcomes(rating)).toEqual(['referred', 'referred']);
    expect(codesOf(rating.levels.popular)).toEqual([code]);
    expect(codesOf(rating.levels.prestige)).toEqual([code]);
  });

  it('quotes a driver of 79, 6 points, group 40, a claim of €20,000 and a closed third-party claim', () => {
    const rating = rateRsaCar(
      example({
        ...additional({
          dateOfBirth: bornYearsBefore(80, true),
          penalties: [{ offence: 'NO_NCT', points: 6 }],
        }),
        vehicle: { ...example().vehicle, abiGroup: 40 },
        claims: [
          { type: 'DAMAGE_TO_ANOTHER_VEHICLE_OR_PERSON', status: 'CLOSED', amountCents: 2_000_000 },
        ],
      }),
    );
    expect(outcomes(rating)).toEqual(['quoted', 'quoted']);
  });

  it('refers a car above €50,000 on Popular and above €100,000 on Prestige', () => {
    const worth = (valueCents: number) =>
      rateRsaCar(example({ vehicle: { ...example().vehicle, valueCents } }));
    expect(outcomes(worth(5_000_000))).toEqual(['quoted', 'quoted']);
    expect(outcomes(worth(5_000_001))).toEqual(['referred', 'quoted']);
    expect(codesOf(worth(5_000_001).levels.popular)).toEqual(['HIGH_VALUE_VEHICLE']);
    expect(outcomes(worth(10_000_000))).toEqual(['referred', 'quoted']);
    const above = worth(10_000_001).levels.prestige;
    expect(codesOf(above)).toEqual(['HIGH_VALUE_VEHICLE']);
    expect(above.outcome === 'referred' && above.notifications[0]!.reason).toBe(
      'The car is worth more than €100,000, the most this cover insures online.',
    );
  });

  it('names every rule broken, declined when one is a decline', () => {
    const rating = rateRsaCar(
      example({
        use: 'COMMERCIAL_USE',
        disqualifiedOrConvicted: true,
        county: 'Atlantis',
      }),
    );
    expect(rating.levels.popular).toEqual({
      outcome: 'declined',
      notifications: [
        {
          type: 'DECLINE',
          code: 'COMMERCIAL_USE',
          reason: 'The car is used commercially (deliveries, hire or taxi).',
        },
        {
          type: 'REFERRAL',
          code: 'DISQUALIFIED_OR_CONVICTED',
          reason: 'The main driver has been disqualified or convicted.',
        },
        {
          type: 'REFERRAL',
          code: 'UNKNOWN_COUNTY',
          reason: 'The car is not kept in one of the 26 counties.',
        },
      ],
    });
  });
});

describe('RsaCarEngine', () => {
  it('answers the pure rating and honours its signal', async () => {
    const engine = new RsaCarEngine();
    expect(engine.code).toBe('RSA');
    expect(await engine.rate(example(), new AbortController().signal)).toEqual(
      rateRsaCar(example()),
    );
    await expect(engine.rate(example(), AbortSignal.abort())).rejects.toThrow();
  });

  it("shares RSA's operator switch: RSA off, no car quote", async () => {
    const asked: string[] = [];
    const call = callInsurer(new RsaCarEngine(), example(), {
      timeoutMs: 1_000,
      isAvailable: async (code) => {
        asked.push(code);
        return false;
      },
    });
    await expect(call).rejects.toBeInstanceOf(InsurerUnavailableError);
    expect(asked).toEqual(['RSA']);
  });

  it('prices one level alone as the rating does', () => {
    expect(priceCarLevel(example(), 'prestige').premium.singlePaymentCents).toBe(
      singlePayment(example(), 'prestige'),
    );
  });
});
