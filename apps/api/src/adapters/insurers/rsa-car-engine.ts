import {
  CAR_EXTRAS,
  CAR_EXTRA_LABELS,
  CAR_LEVEL_MAX_VEHICLE_VALUE_CENTS,
  CAR_LIMITS,
  ageOn,
  formatWholeEuro,
  carInstalmentPlan,
  countyOf,
  parseIsoDate,
  type AnnualKmBand,
  type CarCoverLevel,
  type CarCoverType,
  type CarEmploymentStatus,
  type CarExtra,
  type CarOwnedPeriod,
  type CarUse,
  type DrivingExperienceType,
  type IrishCounty,
  type LastFiveYearsExperience,
  type LicenceType,
  type NoClaimsYears,
  type RelationshipToProposer,
  vehicleValueReferredAt,
} from '@wallet/domain';
import { GOVERNMENT_LEVY_BP } from './home-rating-core.js';
import type { AcceptanceNotice } from './insurer-port.js';
import {
  CAR_INSURER_CODE,
  type CarDriverPart,
  type CarDriverRisk,
  type CarExtraPrice,
  type CarInsurer,
  type CarLevelRating,
  type CarPremium,
  type CarRating,
  type CarRatingRequest,
} from './car-insurer-port.js';
import { UNIT_FACTOR, applyFactor, percentOf, type Factor } from './rating-arithmetic.js';

/*
 * RSA's motor rating engine, a local stand-in for the insurer, written up in docs/car-rating.md:
 * acceptance rules first, then each cover level's premium built in whole cents from the tables
 * below. Deterministic: the same request always prices the same.
 */

/** The ABI group and value bands, the driver's age and points bands: the first band that holds. */
interface Band {
  upTo: number;
  factor: Factor;
}

const bandOf = (bands: readonly Band[], value: number): Factor | undefined =>
  bands.find((band) => value <= band.upTo)?.factor;

/** The counties of the second dearest zone, after Dublin: the other cities and Dublin's commuter belt. */
const ZONE_2_COUNTIES: readonly IrishCounty[] = [
  'Cork',
  'Galway',
  'Kildare',
  'Limerick',
  'Louth',
  'Meath',
  'Wicklow',
];

/** The rating tables: money in cents, factors in basis points (10_000 is x1.00). */
export const RSA_CAR_TABLES = {
  /** The premium of a standard risk, by cover type and level. */
  base: {
    COMPREHENSIVE: { popular: 52_000, prestige: 60_000 },
    THIRD_PARTY_AND_THEFT: { popular: 40_000, prestige: 45_000 },
  } satisfies Record<CarCoverType, Record<CarCoverLevel, number>>,

  // The car and its use, in this order.
  abiGroup: [
    { upTo: 10, factor: 9_000 },
    { upTo: 20, factor: 10_000 },
    { upTo: 30, factor: 11_500 },
    { upTo: 40, factor: 13_500 },
  ] satisfies Band[],
  /** By the car's value in cents. */
  vehicleValue: [
    { upTo: 1_000_000, factor: 9_000 },
    { upTo: 2_000_000, factor: 10_000 },
    { upTo: 3_500_000, factor: 11_000 },
    { upTo: 5_000_000, factor: 12_500 },
    { upTo: 7_500_000, factor: 14_500 },
    { upTo: 10_000_000, factor: 16_500 },
  ] satisfies Band[],
  use: {
    PERSONAL_ONLY: 10_000,
    OWN_BUSINESS: 11_000,
    EMPLOYERS_BUSINESS: 11_500,
    COMMERCIAL_USE: null,
  } satisfies Record<CarUse, Factor | null>,
  annualKm: {
    LOW: 9_000,
    BELOW_AVERAGE: 9_500,
    AVERAGE: 10_000,
    ABOVE_AVERAGE: 10_500,
    HIGH_UP_TO_25000: 11_000,
    HIGH_UP_TO_30000: 11_500,
    VERY_HIGH_UP_TO_35000: 12_200,
    VERY_HIGH_UP_TO_40000: 13_000,
    PEAK: 14_000,
  } satisfies Record<AnnualKmBand, Factor>,
  /** Dublin (`isDublinCounty`, through `countyOf`); zone 2; every other county. */
  countyZone: { dublin: 13_000, zone2: 11_000, other: 10_000 },
  zone2Counties: ZONE_2_COUNTIES,
  carOwned: {
    INTEND_TO_PURCHASE: 10_500,
    LESS_THAN_A_YEAR: 10_500,
    UP_TO_2_YEARS: 10_000,
    UP_TO_3_YEARS: 10_000,
    UP_TO_4_YEARS: 10_000,
    UP_TO_5_YEARS: 10_000,
    LONGER_THAN_5_YEARS: 9_700,
  } satisfies Record<CarOwnedPeriod, Factor>,

  // Each driver, in this order.
  /** By age on the start date; under 17 is declined, 80 and over referred. */
  age: [
    { upTo: 20, factor: 26_000 },
    { upTo: 24, factor: 19_000 },
    { upTo: 29, factor: 13_500 },
    { upTo: 39, factor: 10_500 },
    { upTo: 49, factor: 10_000 },
    { upTo: 59, factor: 9_500 },
    { upTo: 69, factor: 10_000 },
    { upTo: 74, factor: 11_500 },
    { upTo: 79, factor: 13_500 },
  ] satisfies Band[],
  /** A non-EU licence is referred. */
  licence: {
    FULL_IRISH: 10_000,
    FULL_UK: 10_000,
    FULL_EU: 11_000,
    PROVISIONAL_IRISH: 15_000,
    PROVISIONAL_UK: 16_000,
    PROVISIONAL_EU: 16_000,
    NON_EU: null,
  } satisfies Record<LicenceType, Factor | null>,
  /** A full Irish or UK licence whose test was not passed in Ireland or the UK. */
  testPassedElsewhere: 11_000,
  lastFiveYears: {
    IRELAND_OR_UK: 10_000,
    EU_COUNTRY: 10_500,
    NON_EU_COUNTRY: 11_500,
    NOT_APPLICABLE: 11_000,
  } satisfies Record<LastFiveYearsExperience, Factor>,
  /** By years held: 0, 1, 2, 3, 4, 5, then 6 or more. */
  yearsHeld: [14_000, 12_500, 11_500, 10_800, 10_400, 10_200, 10_000],
  employment: {
    EMPLOYED: 10_000,
    SELF_EMPLOYED: 10_000,
    HOUSEWIFE_HUSBAND: 9_800,
    RETIRED: 9_800,
    STUDENT: 11_000,
    UNEMPLOYED: 10_500,
  } satisfies Record<CarEmploymentStatus, Factor>,
  /** By the driver's penalty points together; from 7 referred, from 12 declined. */
  penaltyPoints: [
    { upTo: 0, factor: 10_000 },
    { upTo: 3, factor: 11_000 },
    { upTo: 6, factor: 12_500 },
  ] satisfies Band[],
  /** The main driver's current driving experience, after their other factors. */
  drivingExperience: {
    '1-X': 10_000,
    '4-9': 11_000,
    '6-A': 10_500,
    '7-X': 12_500,
  } satisfies Record<DrivingExperienceType, Factor>,
  /** The share of their own premium an additional driver adds, in percent. */
  additionalDriverShare: {
    SPOUSE: 15,
    PARENT: 15,
    CHILD: 30,
    OTHER: 25,
  } satisfies Record<RelationshipToProposer, number>,

  // The whole premium.
  /** By the claims that count (all but windscreen only): 0, 1, 2; 3 is declined. */
  claims: [10_000, 12_000, 15_000],
  /** By no-claims years after the step-back: 0 to 5 or more. */
  noClaimsDiscountPercent: [0, 10, 20, 30, 40, 50] satisfies Record<NoClaimsYears, number>,
  bankCustomerDiscountPercent: 5,
  bankHomePolicyDiscountPercent: 5,
  /** Flat extras, in cents; comprehensive cover only. */
  personalProtectionPlus: 3_000,
  additionalBenefitsPlus: 4_500,
  /** No claims discount protection: this share of the premium after the bank discount. */
  ncdProtectionPercent: 10,
  /** The credit charge of paying monthly: this share of the single payment; not an APR. */
  instalmentChargePercent: 5,
} as const;

/** The acceptance limits (docs/car-rating.md 2). */
export const RSA_CAR_LIMITS = {
  minDriverAge: 17,
  /** From this age a driver is referred. */
  seniorDriverAge: 80,
  /** From these points a driver is referred; from 12 (disqualification) declined. */
  referredPoints: 7,
  declinedPoints: 12,
  /** From this many claims that count the risk is declined. */
  declinedClaims: 3,
  /** A claim above this is referred. */
  largeClaimCents: 2_000_000,
  /** A car above this value is referred, by cover level (the domain's, read by the app too). */
  maxVehicleValueCents: CAR_LEVEL_MAX_VEHICLE_VALUE_CENTS,
  /** An ABI group above this is referred. */
  maxAbiGroup: 40,
  /** NCD protection is offered from this many no-claims years after the step-back. */
  ncdProtectionMinYears: 4,
} as const;

const T = RSA_CAR_TABLES;
const L = RSA_CAR_LIMITS;

/** What the rules and the price read from the request, worked out once. */
interface CarFacts {
  /** The main driver's age first, then each additional driver's, on the start date. */
  ages: number[];
  /** Each driver's penalty points together, in the same order. */
  points: number[];
  licences: LicenceType[];
  countedClaims: number;
  county: IrishCounty | undefined;
}

const totalPoints = (driver: CarDriverRisk) =>
  driver.penalties.reduce((sum, penalty) => sum + penalty.points, 0);

/** A windscreen-only claim neither loads the premium nor steps the no-claims discount back. */
export const countsAsClaim = (claim: CarRatingRequest['claims'][number]) =>
  claim.type !== 'WINDSCREEN_ONLY';

function factsOf(request: CarRatingRequest): CarFacts {
  const start = parseIsoDate(request.startDate)!;
  const drivers = [request.mainDriver, ...request.additionalDrivers];
  return {
    ages: drivers.map((driver) => ageOn(parseIsoDate(driver.dateOfBirth)!, start)),
    points: drivers.map(totalPoints),
    licences: drivers.map((driver) => driver.licenceType),
    countedClaims: request.claims.filter(countsAsClaim).length,
    county: countyOf(request.county),
  };
}

type Rule = (request: CarRatingRequest, facts: CarFacts, level: CarCoverLevel) => boolean;

interface CarRule {
  type: AcceptanceNotice['type'];
  code: string;
  reason: string | ((level: CarCoverLevel) => string);
  applies: Rule;
}

/** Every rule, declines first; docs/car-rating.md 2 lists them in this order. */
export const RSA_CAR_RULES: readonly CarRule[] = [
  {
    type: 'DECLINE',
    code: 'COMMERCIAL_USE',
    reason: 'The car is used commercially (deliveries, hire or taxi).',
    applies: (request) => T.use[request.use] === null,
  },
  {
    type: 'DECLINE',
    code: 'DRIVER_UNDER_17',
    reason: `A driver is under ${L.minDriverAge} on the first day of cover.`,
    applies: (_request, facts) => facts.ages.some((age) => age < L.minDriverAge),
  },
  {
    type: 'DECLINE',
    code: 'PENALTY_POINTS_DISQUALIFIED',
    reason: `A driver has ${L.declinedPoints} or more penalty points, which disqualify them.`,
    applies: (_request, facts) => facts.points.some((points) => points >= L.declinedPoints),
  },
  {
    type: 'DECLINE',
    code: 'CLAIMS_FREQUENCY',
    reason: `${L.declinedClaims} or more claims other than windscreen only.`,
    applies: (_request, facts) => facts.countedClaims >= L.declinedClaims,
  },
  {
    type: 'REFERRAL',
    code: 'TERMS_NOT_CONFIRMED',
    reason:
      'A statement of the terms page was answered no (a disability not reported, insurance refused, the car registered to someone else, or modified).',
    applies: (request) => !request.termsConfirmed,
  },
  {
    type: 'REFERRAL',
    code: 'DISQUALIFIED_OR_CONVICTED',
    reason: 'The main driver has been disqualified or convicted.',
    applies: (request) => request.disqualifiedOrConvicted,
  },
  {
    type: 'REFERRAL',
    code: 'NON_EU_LICENCE',
    reason: 'A driver holds a licence from outside the EU.',
    applies: (_request, facts) => facts.licences.some((licence) => T.licence[licence] === null),
  },
  {
    type: 'REFERRAL',
    code: 'SENIOR_DRIVER',
    reason: `A driver is ${L.seniorDriverAge} or older on the first day of cover.`,
    applies: (_request, facts) => facts.ages.some((age) => age >= L.seniorDriverAge),
  },
  {
    type: 'REFERRAL',
    code: 'PENALTY_POINTS',
    reason: `A driver has ${L.referredPoints} to ${L.declinedPoints - 1} penalty points.`,
    applies: (_request, facts) =>
      facts.points.some((points) => points >= L.referredPoints && points < L.declinedPoints),
  },
  {
    type: 'REFERRAL',
    code: 'HIGH_VALUE_VEHICLE',
    reason: (level) =>
      `The car is worth more than ${formatWholeEuro(L.maxVehicleValueCents[level])}, the most this cover insures online.`,
    applies: (request, _facts, level) => vehicleValueReferredAt(level, request.vehicle.valueCents),
  },
  {
    type: 'REFERRAL',
    code: 'HIGH_PERFORMANCE_VEHICLE',
    reason: `The car's insurance group is above ${L.maxAbiGroup}.`,
    applies: (request) => request.vehicle.abiGroup > L.maxAbiGroup,
  },
  {
    type: 'REFERRAL',
    code: 'LARGE_CLAIM',
    reason: `A claim of more than ${formatWholeEuro(L.largeClaimCents)}.`,
    applies: (request) => request.claims.some((claim) => claim.amountCents > L.largeClaimCents),
  },
  {
    type: 'REFERRAL',
    code: 'OPEN_THIRD_PARTY_CLAIM',
    reason: 'A claim for damage to another vehicle or person is still open.',
    applies: (request) =>
      request.claims.some(
        (claim) => claim.status === 'OPEN' && claim.type === 'DAMAGE_TO_ANOTHER_VEHICLE_OR_PERSON',
      ),
  },
  {
    type: 'REFERRAL',
    code: 'UNKNOWN_COUNTY',
    reason: 'The car is not kept in one of the 26 counties.',
    applies: (_request, facts) => facts.county === undefined,
  },
];

function noticesAt(
  request: CarRatingRequest,
  facts: CarFacts,
  level: CarCoverLevel,
): AcceptanceNotice[] {
  return RSA_CAR_RULES.filter((rule) => rule.applies(request, facts, level)).map((rule) => ({
    type: rule.type,
    code: rule.code,
    reason: typeof rule.reason === 'string' ? rule.reason : rule.reason(level),
  }));
}

/** Applies factors in order, rounding half up to the cent after each. */
const applyInOrder = (cents: number, factors: readonly Factor[]) =>
  factors.reduce(applyFactor, cents);

function countyFactor(county: IrishCounty | undefined): Factor {
  if (county === 'Dublin') return T.countyZone.dublin;
  if (county && T.zone2Counties.includes(county)) return T.countyZone.zone2;
  return T.countyZone.other;
}

/** The factors of the car, its use and where it is kept, in the order they apply. */
export function carFactors(request: CarRatingRequest): Factor[] {
  return [
    bandOf(T.abiGroup, request.vehicle.abiGroup)!,
    bandOf(T.vehicleValue, request.vehicle.valueCents)!,
    T.use[request.use]!,
    T.annualKm[request.annualKm],
    countyFactor(countyOf(request.county)),
    T.carOwned[request.carOwnedPeriod],
  ];
}

/** The factors of one driver, in the order they apply; the main driver adds their experience. */
export function driverFactors(driver: CarDriverRisk, startDate: string): Factor[] {
  const age = ageOn(parseIsoDate(driver.dateOfBirth)!, parseIsoDate(startDate)!);
  const yearsHeldBand = Math.min(Math.max(driver.yearsHeld, 0), T.yearsHeld.length - 1);
  return [
    bandOf(T.age, age)!,
    T.licence[driver.licenceType]!,
    driver.passedTestInIrelandOrUk === false ? T.testPassedElsewhere : UNIT_FACTOR,
    T.lastFiveYears[driver.lastFiveYearsExperience],
    T.yearsHeld[yearsHeldBand]!,
    T.employment[driver.employmentStatus],
    bandOf(T.penaltyPoints, totalPoints(driver))!,
  ];
}

/** Each driver's part: the main driver's whole own premium, an additional driver's share of theirs. */
export function driverParts(request: CarRatingRequest, carPremiumCents: number): CarDriverPart[] {
  const main = applyInOrder(carPremiumCents, [
    ...driverFactors(request.mainDriver, request.startDate),
    T.drivingExperience[request.drivingExperienceType],
  ]);
  return [
    { driverOrder: 1, ownPremiumCents: main, sharePercent: 100, partCents: main },
    ...request.additionalDrivers.map((driver, index) => {
      const own = applyInOrder(carPremiumCents, driverFactors(driver, request.startDate));
      const sharePercent = T.additionalDriverShare[driver.relationship];
      return {
        driverOrder: CAR_LIMITS.firstAdditionalDriverOrder + index,
        ownPremiumCents: own,
        sharePercent,
        partCents: percentOf(own, sharePercent),
      };
    }),
  ];
}

/** The declared no-claims years less the step-back of 3 years for each claim that counts. */
export function steppedBackNoClaimsYears(declared: number, countedClaims: number): NoClaimsYears {
  return Math.max(
    0,
    declared - CAR_LIMITS.ncdStepBackYearsPerClaim * countedClaims,
  ) as NoClaimsYears;
}

/**
 * The extras a level offers with their prices: comprehensive cover only, and NCD protection only
 * on prestige, from 4 no-claims years after the step-back (below, a step-back of 3 leaves nothing
 * to protect).
 */
export function offeredExtras(
  coverType: CarCoverType,
  level: CarCoverLevel,
  noClaimsYears: number,
  afterBankDiscountCents: number,
): CarExtraPrice[] {
  if (coverType !== 'COMPREHENSIVE') return [];
  const prices: Record<CarExtra, number | null> = {
    personalProtectionPlus: T.personalProtectionPlus,
    ncdProtection:
      level === 'prestige' && noClaimsYears >= L.ncdProtectionMinYears
        ? percentOf(afterBankDiscountCents, T.ncdProtectionPercent)
        : null,
    additionalBenefitsPlus: T.additionalBenefitsPlus,
  };
  return CAR_EXTRAS.flatMap((extra) => {
    const amountCents = prices[extra];
    return amountCents === null ? [] : [{ extra, text: CAR_EXTRA_LABELS[extra], amountCents }];
  });
}

/** One level's premium for a request its rules accept; every step rounded half up to the cent. */
export function priceCarLevel(
  request: CarRatingRequest,
  level: CarCoverLevel,
): { premium: CarPremium; offeredExtras: CarExtraPrice[] } {
  const baseCents = T.base[request.coverType][level];
  const carPremiumCents = applyInOrder(baseCents, carFactors(request));
  const drivers = driverParts(request, carPremiumCents);
  const driversPremiumCents = drivers.reduce((sum, driver) => sum + driver.partCents, 0);

  const countedClaims = request.claims.filter(countsAsClaim).length;
  const ratedPremiumCents = applyFactor(driversPremiumCents, T.claims[countedClaims]!);
  const noClaimsYears = steppedBackNoClaimsYears(request.noClaimsYears, countedClaims);
  const noClaimsDiscountPercent = T.noClaimsDiscountPercent[noClaimsYears];
  const totalNoClaimsDiscountCents = percentOf(ratedPremiumCents, noClaimsDiscountPercent);
  const afterNoClaimsCents = ratedPremiumCents - totalNoClaimsDiscountCents;

  const bankDiscountPercent =
    (request.isBankCustomer ? T.bankCustomerDiscountPercent : 0) +
    (request.hasBankHomePolicy ? T.bankHomePolicyDiscountPercent : 0);
  const totalBankDiscountCents = percentOf(afterNoClaimsCents, bankDiscountPercent);
  const afterBankCents = afterNoClaimsCents - totalBankDiscountCents;

  const offered = offeredExtras(request.coverType, level, noClaimsYears, afterBankCents);
  const chosen = offered.filter((price) => request.extras[price.extra]);
  const premiumAfterExtrasCents =
    afterBankCents + chosen.reduce((sum, price) => sum + price.amountCents, 0);

  const governmentLevyCents = applyFactor(premiumAfterExtrasCents, GOVERNMENT_LEVY_BP);
  const singlePaymentCents = premiumAfterExtrasCents + governmentLevyCents;
  const chargeCents = percentOf(singlePaymentCents, T.instalmentChargePercent);
  const totalIfPaidByInstallmentCents = singlePaymentCents + chargeCents;
  const instalments = carInstalmentPlan(totalIfPaidByInstallmentCents);

  return {
    offeredExtras: offered,
    premium: {
      totalNoClaimsDiscountCents,
      totalPaymentAfterNoClaimsDiscountCents: afterNoClaimsCents,
      totalBankDiscountCents,
      totalBankDiscountPercentage: bankDiscountPercent,
      totalPaymentAfterBankDiscountCents: afterBankCents,
      premiumOptionalExtras: chosen,
      singlePaymentCents,
      directDebitAmountCents: instalments.monthlyCents,
      cardDepositAmountCents: instalments.depositCents,
      totalAnnualChargeForPaymentsByInstallmentCents: chargeCents,
      totalIfPaidByInstallmentCents,
      governmentLevyCents,
      instalments,
      working: {
        baseCents,
        carPremiumCents,
        drivers,
        driversPremiumCents,
        countedClaims,
        ratedPremiumCents,
        noClaimsYears,
        noClaimsDiscountPercent,
        premiumAfterExtrasCents,
        instalmentChargePercent: T.instalmentChargePercent,
      },
    },
  };
}

/** The insurer's answer for each cover level: every rule the risk breaks there, or the price. Pure. */
export function rateRsaCar(request: CarRatingRequest): CarRating {
  const facts = factsOf(request);
  const rateLevel = (level: CarCoverLevel): CarLevelRating => {
    const notifications = noticesAt(request, facts, level);
    if (notifications.length > 0) {
      const declined = notifications.some((found) => found.type === 'DECLINE');
      return { outcome: declined ? 'declined' : 'referred', notifications };
    }
    return { outcome: 'quoted', ...priceCarLevel(request, level) };
  };
  return {
    insurer: CAR_INSURER_CODE,
    coverType: request.coverType,
    levels: { popular: rateLevel('popular'), prestige: rateLevel('prestige') },
  };
}

/** The local motor rating engine behind the Insurer port. */
export class RsaCarEngine implements CarInsurer {
  readonly code = CAR_INSURER_CODE;

  async rate(request: CarRatingRequest, signal: AbortSignal): Promise<CarRating> {
    signal.throwIfAborted();
    return rateRsaCar(request);
  }
}
