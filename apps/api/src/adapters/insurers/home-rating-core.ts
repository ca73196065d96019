import type {
  AlarmType,
  DwellingType,
  ExcessCode,
  HeatingSource,
  HomeInsurer as HomeInsurerCode,
  HomeType,
  IrishCounty,
} from '@wallet/domain';
import {
  CLAIMS_LOOKBACK_YEARS,
  HOUSEHOLD_QUESTIONS,
  PREMIUM_ITEM_NAMES,
  IRISH_COUNTIES,
  countyOf,
  MINIMUM_POLICYHOLDER_AGE,
  ONLINE_PROMO_CODE,
  ONLINE_PROMO_DISCOUNT_PERCENT,
  TENANCY_AGREEMENT_MIN_MONTHS,
} from '@wallet/domain';
import type { AcceptanceNotice } from './insurer-port.js';
import { UNIT_FACTOR, applyFactor, roundHalfUp, type Factor } from './rating-arithmetic.js';
import type {
  HomeAddonOffer,
  HomeNotQuoted,
  HomeQuoted,
  HomeRatingRequest,
  HouseholdQuestionCode,
  PremiumDetail,
} from './home-insurer-port.js';

/*
 * What both home engines share: integer-cent arithmetic, the county list, the answers an insurer
 * accepts without underwriting, and the order of the premium breakdown. The numbers live in each
 * engine's tables (docs/home-rating.md).
 */

/** Irish insurance levy: 3 percent of the premium, in basis points. */
export const GOVERNMENT_LEVY_BP = 300;

export { UNIT_FACTOR, applyFactor, roundHalfUp, type Factor };

/** A section premium: sum insured (cents) x rate (cents per 1,000 euro), rounded half up. */
export function perThousand(sumCents: number, rateCentsPerThousandEuro: number): number {
  return roundHalfUp(sumCents * rateCentsPerThousandEuro, 100_000);
}

/** The counties and their matching are the domain's, shared with the forms' Dublin rule. */
export { IRISH_COUNTIES, countyOf, type IrishCounty };

/** The answer to each household question that needs no underwriting: the domain's expected answer. */
export const HOUSEHOLD_ACCEPTED_ANSWERS = Object.fromEntries(
  HOUSEHOLD_QUESTIONS.map((question) => [question.code, question.expectedAnswer]),
) as Record<HouseholdQuestionCode, boolean>;

/** True when the question was answered against the accepted answer. */
export function answeredAgainst(request: HomeRatingRequest, code: HouseholdQuestionCode): boolean {
  const answer = request.householdAnswers[code];
  return answer !== undefined && answer !== HOUSEHOLD_ACCEPTED_ANSWERS[code];
}

export function unansweredQuestions(request: HomeRatingRequest): HouseholdQuestionCode[] {
  return (Object.keys(HOUSEHOLD_ACCEPTED_ANSWERS) as HouseholdQuestionCode[]).filter(
    (code) => request.householdAnswers[code] === undefined,
  );
}

function yearOf(isoDate: string): number {
  return Number(isoDate.slice(0, 4));
}

/** Whole years from dateOfBirth to startDate. */
export function ageAtStart(request: HomeRatingRequest): number {
  const birthday = request.dateOfBirth.slice(5);
  const start = request.startDate.slice(5);
  return yearOf(request.startDate) - yearOf(request.dateOfBirth) - (start < birthday ? 1 : 0);
}

/** Claims whose year is within CLAIMS_LOOKBACK_YEARS of the start year (start year included). */
export function recentClaims(request: HomeRatingRequest): HomeRatingRequest['claims'] {
  const earliest = yearOf(request.startDate) - CLAIMS_LOOKBACK_YEARS;
  return request.claims.filter((claim) => claim.year >= earliest);
}

export function claimMentions(claim: { type: string }, perils: readonly string[]): boolean {
  const type = claim.type.toLowerCase();
  return perils.some((peril) => type.includes(peril));
}

export function isUnderAge(request: HomeRatingRequest): boolean {
  return ageAtStart(request) < MINIMUM_POLICYHOLDER_AGE;
}

export function hasNoSumInsured(request: HomeRatingRequest): boolean {
  return !request.buildingsCents && !request.contentsCents;
}

export function isOnlinePromo(promoCode: string | undefined): boolean {
  return promoCode?.trim().toLowerCase() === ONLINE_PROMO_CODE.toLowerCase();
}

/** The number of bank products besides being a customer; they count only for a customer. */
export function bankProductCount(request: HomeRatingRequest): number {
  const { isBankCustomer, mortgage, personalLoan, motor, pension } = request.bank;
  if (!isBankCustomer) return 0;
  return [mortgage, personalLoan, motor, pension].filter(Boolean).length;
}

/** An acceptance rule: a notice when the risk breaks it. */
export type AcceptanceRule = (request: HomeRatingRequest) => AcceptanceNotice | null;

export function rule(
  type: AcceptanceNotice['type'],
  code: string,
  reason: string,
  breaks: (request: HomeRatingRequest) => boolean,
): AcceptanceRule {
  return (request) => (breaks(request) ? { type, code, reason } : null);
}

/** A household question answered against its accepted answer. */
export function questionRule(
  type: AcceptanceNotice['type'],
  code: string,
  question: HouseholdQuestionCode,
  reason: string,
): AcceptanceRule {
  return rule(type, code, reason, (request) => answeredAgainst(request, question));
}

/** Unanswered household questions cannot be underwritten online. */
export const unansweredRule: AcceptanceRule = (request) => {
  const missing = unansweredQuestions(request);
  return missing.length === 0
    ? null
    : {
        type: 'REFERRAL',
        code: 'UNANSWERED_QUESTION',
        reason: `Household questions not answered: ${missing.join(', ')}.`,
      };
};

/** A dwelling type the tables do not rate is declined, unless the insurer refers it. */
export function dwellingRule(
  tables: HomeRatingTables,
  referred: readonly DwellingType[],
): AcceptanceRule {
  return (request) => {
    if (tables.dwellingType[request.dwellingType] !== undefined) return null;
    const type = referred.includes(request.dwellingType) ? 'REFERRAL' : 'DECLINE';
    return {
      type,
      code: 'DWELLING_TYPE',
      reason: `${tables.insurer} does not quote online for dwelling type '${request.dwellingType}'.`,
    };
  };
}

/** A county outside the 26 (or not recognised) cannot be zoned. */
export const countyRule: AcceptanceRule = rule(
  'REFERRAL',
  'COUNTY',
  'The risk address county is not one of the 26 counties of Ireland.',
  (request) => countyOf(request.county) === undefined,
);

/** A home older than the oldest year-built band is referred. */
export function yearBuiltRule(tables: HomeRatingTables): AcceptanceRule {
  const oldest = Math.min(...tables.yearBuilt.map((band) => band.fromYear));
  return rule(
    'REFERRAL',
    'YEAR_BUILT',
    `Homes built before ${oldest} need an underwriter's survey.`,
    (request) => request.yearOfConstruction < oldest,
  );
}

/** A heating source the tables do not rate is referred. */
export function heatingRule(tables: HomeRatingTables): AcceptanceRule {
  return rule(
    'REFERRAL',
    'HEATING',
    'The main source of heating needs an underwriter to rate it.',
    (request) => tables.heating[request.heatingType] === undefined,
  );
}

export const underAgeRule = rule(
  'DECLINE',
  'UNDER_AGE',
  `The proposer is under ${MINIMUM_POLICYHOLDER_AGE} at the policy start date.`,
  isUnderAge,
);

export const noSumInsuredRule = rule(
  'DECLINE',
  'NO_SUM_INSURED',
  'Neither buildings nor contents cover was asked for.',
  hasNoSumInsured,
);

/** Assumptions 23, 25 and 30 answered No. */
export function assumptionRules(tenancyType: AcceptanceNotice['type']): AcceptanceRule[] {
  return [
    rule(
      'REFERRAL',
      'NOT_MAIN_RESIDENCE',
      'The property is not the main residence of a household member.',
      (request) => request.assumptions.occupiedByMember === false,
    ),
    rule(
      'REFERRAL',
      'NOT_PRIVATE_LIVING',
      'The property is not used for private living only.',
      (request) => request.assumptions.privateLiving === false,
    ),
    rule(
      tenancyType,
      'NO_TENANCY_AGREEMENT',
      `The let property has no registered tenancy agreement of at least ${TENANCY_AGREEMENT_MIN_MONTHS} months.`,
      (request) => request.assumptions.tenancyAgreement === false,
    ),
  ];
}

/** Runs every rule; the risk is declined if any rule declines, referred if any refers. */
export function assess(
  request: HomeRatingRequest,
  rules: readonly AcceptanceRule[],
): HomeNotQuoted | null {
  const notifications = rules
    .map((rule) => rule(request))
    .filter((notice): notice is AcceptanceNotice => notice !== null);
  if (notifications.length === 0) return null;
  const declined = notifications.some((notice) => notice.type === 'DECLINE');
  return { outcome: declined ? 'declined' : 'referred', notifications };
}

/** The common name of each line of the breakdown; each insurer maps it to its own code. */
export const PREMIUM_UNIQUE_CODES = [
  'BUILDINGS',
  'CONTENTS',
  'UNSPECPP',
  'SPECPP',
  'PEDALCYCLE',
  'SECTIONS',
  'SMOKE',
  'CLAIMLOAD',
  'NOPREVINS',
  'NCD',
  'EXCESS',
  'TENURE',
  'AFTERLOADDISC',
  'CONAD',
  'PNCD',
  'HEAOPT',
  'AFTEROPTEX',
  'DISCOUNT',
  'BOICUS',
  'BOIMUL',
  'BOICAR',
  'FTBDISC',
  'PROMOPCT',
  'AFTERSALES',
  'MINPREM',
  'LEVY',
  'INCLEVY',
] as const;
export type PremiumUniqueCode = (typeof PREMIUM_UNIQUE_CODES)[number];

export const PREMIUM_LINE_NAMES: Record<PremiumUniqueCode, string> = {
  BUILDINGS: 'Buildings Section Premium',
  CONTENTS: 'Contents Section Premium',
  UNSPECPP: PREMIUM_ITEM_NAMES.unspecifiedItems,
  SPECPP: PREMIUM_ITEM_NAMES.specifiedItems,
  PEDALCYCLE: PREMIUM_ITEM_NAMES.pedalCycles,
  SECTIONS: 'Total Section Premium',
  SMOKE: 'Smoke Detector Adjustment',
  CLAIMLOAD: 'Claims Loading',
  NOPREVINS: 'No Previous Insurance Loading',
  NCD: 'No Claims Discount',
  EXCESS: 'Excess Adjustment',
  TENURE: 'Renewal Adjustment',
  AFTERLOADDISC: 'Premium after Loadings and Discounts',
  CONAD: 'Contents Accidental Damage',
  PNCD: 'No Claims Discount Protection',
  HEAOPT: 'Home Emergency Assist',
  AFTEROPTEX: 'Premium after Optional Extras',
  DISCOUNT: 'Staff Discount',
  BOICUS: PREMIUM_ITEM_NAMES.affinityDiscount,
  BOIMUL: PREMIUM_ITEM_NAMES.affinityDiscount,
  BOICAR: PREMIUM_ITEM_NAMES.affinityDiscount,
  FTBDISC: 'First Time Buyer Discount',
  PROMOPCT: PREMIUM_ITEM_NAMES.promotionalDiscount,
  AFTERSALES: 'Premium after Discounts',
  MINPREM: 'Minimum Premium Adjustment',
  LEVY: 'Government Levy',
  INCLEVY: 'Total Premium including Government Levy',
};

/** The promotional discount of 'Online10' in basis points of the premium. */
export const ONLINE_PROMO_DISCOUNT_BP = ONLINE_PROMO_DISCOUNT_PERCENT * 100;

/** One insurer's rating tables; every figure is documented in docs/home-rating.md. */
export interface HomeRatingTables {
  insurer: HomeInsurerCode;
  schemeCode: string;
  /** Section rates in cents per 1,000 euro of sum insured. */
  rates: {
    buildings: number;
    contents: number;
    unspecified: number;
    specified: number;
    pedalCycle: number;
  };
  /** Buildings and contents; a dwelling type missing here is never rated (an acceptance rule). */
  dwellingType: Partial<Record<DwellingType, Factor>>;
  /** Buildings. */
  homeType: Record<HomeType, Factor>;
  /** Buildings and contents. */
  countyZone: Record<IrishCounty, string>;
  zoneFactor: Record<string, Factor>;
  /** Buildings; the first band whose fromYear is not after the year built. Newest band first. */
  yearBuilt: readonly { fromYear: number; factor: Factor }[];
  /** Buildings: built in or before the year, and not rewired / reroofed. */
  notRewired: { latestYear: number; factor: Factor };
  notReroofed: { latestYear: number; factor: Factor };
  /** Buildings; a heating source missing here is never rated (an acceptance rule). */
  heating: Partial<Record<HeatingSource, Factor>>;
  /** Contents. */
  alarm: Record<AlarmType, Factor>;
  /** Whole premium; the first band whose minimum is not above the count. Highest band first. */
  smokeAlarms: readonly { min: number; factor: Factor }[];
  /** Whole premium, by the number of claims in the look-back; the last entry holds for more. */
  claims: readonly Factor[];
  /** Whole premium, by claims-free years -1 to 6. */
  ncd: Record<number, Factor>;
  excess: Record<ExcessCode, Factor>;
  /**
   * Tenure pricing of the insurer's own renewals: from renewal `fromRenewal` on, each renewal
   * moves the premium by `perRenewalBp` basis points (a loading when positive, a loyalty discount
   * when negative), for at most `maxSteps` renewals. New business has no such line.
   */
  tenure: { fromRenewal: number; perRenewalBp: number; maxSteps: number };
  addons: {
    contentsAD?: { percentBp: number; minimumCents: number };
    ncdProtection?: { cents: number; minClaimsFreeYears: number };
    homeEmergencyAssist?: { cents: number };
  };
  /** Discounts in basis points of the premium after optional extras. */
  discounts: {
    staff: number;
    bankCustomer: number;
    /** Two or more bank products. */
    multiProduct: number;
    motor: number;
    firstTimeBuyer: number | null;
    promo: number;
  };
  minimumPremiumCents: number;
  /** The insurer's own code for each line it can show. */
  codes: Partial<Record<PremiumUniqueCode, string>>;
}

class Breakdown {
  readonly details: PremiumDetail[] = [];
  total = 0;

  constructor(private readonly codes: HomeRatingTables['codes']) {}

  private code(uniqueCode: PremiumUniqueCode): string {
    const code = this.codes[uniqueCode];
    if (code === undefined) throw new Error(`No premium code for ${uniqueCode}`);
    return code;
  }

  /** An item: adds cents (negative for a discount) to the total. Zero items are not shown. */
  add(uniqueCode: PremiumUniqueCode, cents: number): void {
    if (cents === 0) return;
    this.total += cents;
    this.details.push({
      code: this.code(uniqueCode),
      item_name: PREMIUM_LINE_NAMES[uniqueCode],
      unique_code: uniqueCode,
      amount: cents / 100,
    });
  }

  /** Multiplies the total by a factor and shows the change as an item. */
  adjust(uniqueCode: PremiumUniqueCode, factor: Factor): void {
    this.add(uniqueCode, applyFactor(this.total, factor) - this.total);
  }

  subtotal(uniqueCode: PremiumUniqueCode): number {
    this.details.push({
      code: this.code(uniqueCode),
      item_name: PREMIUM_LINE_NAMES[uniqueCode],
      unique_code: uniqueCode,
      running_total: this.total / 100,
    });
    return this.total;
  }
}

function applyAll(cents: number, factors: readonly Factor[]): number {
  return factors.reduce(applyFactor, cents);
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`No rating factor for ${what}`);
  return value;
}

/** The buildings section factors in the order they are applied. */
export function buildingsFactors(request: HomeRatingRequest, tables: HomeRatingTables): Factor[] {
  const county = required(countyOf(request.county), `county ${request.county}`);
  const year = request.yearOfConstruction;
  const band = required(
    tables.yearBuilt.find((entry) => entry.fromYear <= year),
    `year built ${year}`,
  );
  return [
    required(tables.dwellingType[request.dwellingType], request.dwellingType),
    tables.homeType[request.homeType],
    required(tables.zoneFactor[tables.countyZone[county]], `zone of ${county}`),
    band.factor,
    year <= tables.notRewired.latestYear && request.rewired !== true
      ? tables.notRewired.factor
      : UNIT_FACTOR,
    year <= tables.notReroofed.latestYear && request.reroofed !== true
      ? tables.notReroofed.factor
      : UNIT_FACTOR,
    required(tables.heating[request.heatingType], request.heatingType),
  ];
}

/** The contents section factors in the order they are applied. */
export function contentsFactors(request: HomeRatingRequest, tables: HomeRatingTables): Factor[] {
  const county = required(countyOf(request.county), `county ${request.county}`);
  return [
    required(tables.dwellingType[request.dwellingType], request.dwellingType),
    required(tables.zoneFactor[tables.countyZone[county]], `zone of ${county}`),
    tables.alarm[request.alarmType],
  ];
}

function smokeFactor(count: number, tables: HomeRatingTables): Factor {
  return required(
    tables.smokeAlarms.find((band) => band.min <= count),
    `${count} smoke alarms`,
  ).factor;
}

function claimsFactor(count: number, tables: HomeRatingTables): Factor {
  return tables.claims[Math.min(count, tables.claims.length - 1)]!;
}

function ncdFactor(claimsFreeYears: number, tables: HomeRatingTables): Factor {
  return required(tables.ncd[Math.min(claimsFreeYears, 6)], `${claimsFreeYears} claims-free years`);
}

/** The tenure factor of a renewal (x1.00 for new business and renewals before fromRenewal). */
export function tenureFactor(renewalNumber: number | undefined, tables: HomeRatingTables): Factor {
  if (renewalNumber === undefined) return UNIT_FACTOR;
  if (!Number.isInteger(renewalNumber) || renewalNumber < 1) {
    throw new RangeError(`A renewal is numbered from 1, not ${renewalNumber}`);
  }
  const { fromRenewal, perRenewalBp, maxSteps } = tables.tenure;
  const steps = Math.min(Math.max(renewalNumber - fromRenewal + 1, 0), maxSteps);
  return UNIT_FACTOR + perRenewalBp * steps;
}

function assertCents(cents: number | null, what: string): void {
  if (cents !== null && (!Number.isSafeInteger(cents) || cents < 0)) {
    throw new RangeError(`${what} must be whole non-negative cents, got ${cents}`);
  }
}

/**
 * Prices an accepted risk (home.md 3 'Quote as shown'): sections, loadings and discounts,
 * optional extras, sales discounts, minimum premium, then the levy. Every step rounds half up to
 * the cent.
 */
export function priceHome(request: HomeRatingRequest, tables: HomeRatingTables): HomeQuoted {
  assertCents(request.buildingsCents, 'buildingsCents');
  assertCents(request.contentsCents, 'contentsCents');
  assertCents(request.unspecifiedItemsCents, 'unspecifiedItemsCents');
  request.specifiedItems.forEach((item) => assertCents(item.valueCents, 'specified item value'));

  const premium = new Breakdown(tables.codes);

  if (request.buildingsCents) {
    const base = perThousand(request.buildingsCents, tables.rates.buildings);
    premium.add('BUILDINGS', applyAll(base, buildingsFactors(request, tables)));
  }
  let contentsSection = 0;
  if (request.contentsCents) {
    const base = perThousand(request.contentsCents, tables.rates.contents);
    contentsSection = applyAll(base, contentsFactors(request, tables));
    premium.add('CONTENTS', contentsSection);
  }
  premium.add('UNSPECPP', perThousand(request.unspecifiedItemsCents, tables.rates.unspecified));
  const sumOf = (pedal: boolean) =>
    request.specifiedItems
      .filter((item) => (item.type === 'Pedal Cycle') === pedal)
      .reduce((sum, item) => sum + item.valueCents, 0);
  premium.add('SPECPP', perThousand(sumOf(false), tables.rates.specified));
  premium.add('PEDALCYCLE', perThousand(sumOf(true), tables.rates.pedalCycle));
  premium.subtotal('SECTIONS');

  premium.adjust('SMOKE', smokeFactor(request.numSmokeAlarms, tables));
  premium.adjust('CLAIMLOAD', claimsFactor(recentClaims(request).length, tables));
  premium.adjust(
    request.claimsFreeYears < 0 ? 'NOPREVINS' : 'NCD',
    ncdFactor(request.claimsFreeYears, tables),
  );
  premium.adjust('EXCESS', tables.excess[request.excessCode]);
  premium.adjust('TENURE', tenureFactor(request.renewalNumber, tables));
  premium.subtotal('AFTERLOADDISC');

  const addonDetails: HomeAddonOffer[] = [];
  const { contentsAD, ncdProtection, homeEmergencyAssist } = tables.addons;
  if (contentsAD && contentsSection > 0) {
    const cents = Math.max(
      roundHalfUp(contentsSection * contentsAD.percentBp, UNIT_FACTOR),
      contentsAD.minimumCents,
    );
    const selected = request.addons.contentsAccidentalDamage;
    addonDetails.push({ unique_code: 'ContentsAD', amountCents: cents, selected });
    if (selected) premium.add('CONAD', cents);
  }
  if (ncdProtection && request.claimsFreeYears >= ncdProtection.minClaimsFreeYears) {
    const selected = request.addons.ncdProtection;
    addonDetails.push({ unique_code: 'NCDProtection', amountCents: ncdProtection.cents, selected });
    if (selected) premium.add('PNCD', ncdProtection.cents);
  }
  if (homeEmergencyAssist) {
    const selected = request.addons.homeEmergencyAssist;
    const cents = homeEmergencyAssist.cents;
    addonDetails.push({ unique_code: 'HomeEmergencyAssist', amountCents: cents, selected });
    if (selected) premium.add('HEAOPT', cents);
  }
  const afterExtras = premium.subtotal('AFTEROPTEX');

  const discount = (uniqueCode: PremiumUniqueCode, bp: number | null, applies: boolean) => {
    if (applies && bp) premium.add(uniqueCode, -roundHalfUp(afterExtras * bp, UNIT_FACTOR));
  };
  const { discounts } = tables;
  discount('DISCOUNT', discounts.staff, request.isStaff);
  discount('BOICUS', discounts.bankCustomer, request.bank.isBankCustomer);
  discount('BOIMUL', discounts.multiProduct, bankProductCount(request) >= 2);
  discount('BOICAR', discounts.motor, request.bank.isBankCustomer && request.bank.motor);
  discount('FTBDISC', discounts.firstTimeBuyer, request.firstTimeBuyer);
  discount('PROMOPCT', discounts.promo, isOnlinePromo(request.promoCode));
  const afterSales = premium.subtotal('AFTERSALES');

  premium.add('MINPREM', Math.max(tables.minimumPremiumCents - afterSales, 0));
  premium.add('LEVY', roundHalfUp(premium.total * GOVERNMENT_LEVY_BP, UNIT_FACTOR));
  const annualPremiumCents = premium.subtotal('INCLEVY');

  return {
    outcome: 'quoted',
    schemeCode: tables.schemeCode,
    annualPremiumCents,
    premiumDetails: premium.details,
    addonDetails,
    excessCode: request.excessCode,
  };
}
