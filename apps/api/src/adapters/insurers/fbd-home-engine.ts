import {
  LEVY_CODE_BY_INSURER,
  formatWholeEuro,
  REROOFED_QUESTION_LATEST_YEAR,
  REWIRED_QUESTION_LATEST_YEAR,
} from '@wallet/domain';
import type { HomeInsurer, HomeRating, HomeRatingRequest } from './home-insurer-port.js';
import {
  type AcceptanceRule,
  assess,
  assumptionRules,
  claimMentions,
  countyRule,
  dwellingRule,
  type HomeRatingTables,
  heatingRule,
  noSumInsuredRule,
  ONLINE_PROMO_DISCOUNT_BP,
  priceHome,
  questionRule,
  recentClaims,
  rule,
  unansweredRule,
  underAgeRule,
  yearBuiltRule,
} from './home-rating-core.js';

/**
 * FBD home scheme FBD-HOME-01; every figure is a row of docs/home-rating.md section 4. FBD rates
 * neither unoccupied homes nor student lets (declined), nor homes under construction or renovation
 * and 'Not listed' heating (referred), so they are absent from its tables.
 */
export const FBD_HOME_TABLES: HomeRatingTables = {
  insurer: 'FBD',
  schemeCode: 'FBD-HOME-01',
  rates: { buildings: 78, contents: 350, unspecified: 1_800, specified: 2_200, pedalCycle: 3_500 },
  dwellingType: {
    'Owner Occupied': 10_000,
    'Own Rented - Family': 11_000,
    'Rented - One Person': 11_000,
    'Rented - Two People': 11_200,
    'Rented - Three People': 11_400,
    'Rented - Four People': 11_600,
    'Rented - Five People': 11_800,
    'Rented - Six People': 12_000,
    'Rented - Seven People': 12_200,
    'Rented - Eight People': 12_400,
    'Holiday Home - Let Out': 13_000,
    'Holiday Home - Family Use': 12_000,
    'Rented - Family': 9_500,
  },
  homeType: {
    Detached: 10_500,
    'Detached with basement': 11_500,
    'Semi-detached': 10_000,
    'Semi-detached with basement': 11_000,
    Terraced: 9_700,
    'Terraced with basement': 10_700,
    Bungalow: 10_000,
    'Bungalow with basement': 11_000,
    'Purpose built apartment': 8_500,
  },
  countyZone: {
    Dublin: 'A',
    Cork: 'B',
    Galway: 'B',
    Limerick: 'B',
    Waterford: 'B',
    Kildare: 'C',
    Meath: 'C',
    Wicklow: 'C',
    Louth: 'C',
    Wexford: 'C',
    Kilkenny: 'C',
    Carlow: 'D',
    Cavan: 'D',
    Clare: 'D',
    Donegal: 'D',
    Kerry: 'D',
    Laois: 'D',
    Leitrim: 'D',
    Longford: 'D',
    Mayo: 'D',
    Monaghan: 'D',
    Offaly: 'D',
    Roscommon: 'D',
    Sligo: 'D',
    Tipperary: 'D',
    Westmeath: 'D',
  },
  zoneFactor: { A: 13_000, B: 10_800, C: 10_400, D: 9_200 },
  yearBuilt: [
    { fromYear: 2011, factor: 9_200 },
    { fromYear: 1991, factor: 10_000 },
    { fromYear: 1961, factor: 10_500 },
    { fromYear: 1920, factor: 11_500 },
    { fromYear: 1850, factor: 13_500 },
  ],
  notRewired: { latestYear: REWIRED_QUESTION_LATEST_YEAR, factor: 12_000 },
  notReroofed: { latestYear: REROOFED_QUESTION_LATEST_YEAR, factor: 11_500 },
  heating: {
    'Solid Fuel': 11_500,
    Electric: 10_000,
    Gas: 10_000,
    Oil: 10_500,
    'Solar/Wind': 9_500,
    'Wood/Wood Pellet': 11_200,
    'Mixture inc Oil': 10_700,
    'Heat Exchange': 9_500,
  },
  alarm: {
    'No alarm fitted': 10_500,
    'Registered installer but is not monitored': 9_700,
    'Registered installer centrally monitored': 9_200,
    'Not registered installer': 10_000,
  },
  smokeAlarms: [
    { min: 3, factor: 9_600 },
    { min: 2, factor: 10_000 },
    { min: 1, factor: 10_500 },
  ],
  claims: [10_000, 12_000, 14_500],
  ncd: {
    [-1]: 11_500,
    0: 10_000,
    1: 9_500,
    2: 9_000,
    3: 8_500,
    4: 8_000,
    5: 7_500,
    6: 7_500,
  },
  excess: { '4': 10_800, '3': 10_000, '2': 9_500, '1': 9_000 },
  // A loyalty discount of 1 percent for each renewal, up to 5 of them.
  tenure: { fromRenewal: 1, perRenewalBp: -100, maxSteps: 5 },
  addons: {
    contentsAD: { percentBp: 1_200, minimumCents: 2_000 },
    homeEmergencyAssist: { cents: 2_950 },
  },
  discounts: {
    staff: 1_000,
    bankCustomer: 500,
    multiProduct: 300,
    motor: 200,
    firstTimeBuyer: 500,
    promo: ONLINE_PROMO_DISCOUNT_BP,
  },
  minimumPremiumCents: 20_000,
  codes: {
    BUILDINGS: 'BLDG',
    CONTENTS: 'CONT',
    UNSPECPP: 'UNSPECPP',
    SPECPP: 'SPECPP',
    PEDALCYCLE: 'PEDAL',
    SECTIONS: 'SECTOT',
    SMOKE: 'SMOKE',
    CLAIMLOAD: 'CLMLOAD',
    NCD: 'NCD',
    NOPREVINS: 'NOPREV',
    EXCESS: 'EXCESS',
    TENURE: 'RENEWAL',
    AFTERLOADDISC: 'AFTERLOADDISC',
    CONAD: 'CONAD',
    HEAOPT: 'HEAOPT',
    AFTEROPTEX: 'AFTEROPTEX',
    DISCOUNT: 'DISCOUNT',
    BOICUS: 'BOICUS',
    BOIMUL: 'BOIMUL',
    BOICAR: 'BOICAR',
    FTBDISC: 'FTB',
    PROMOPCT: 'PROMOPCT',
    AFTERSALES: 'AFTERSALES',
    MINPREM: 'MINPREM',
    LEVY: LEVY_CODE_BY_INSURER.FBD,
    INCLEVY: 'TOTINCLEVY',
  },
};

/** FBD's underwriting limits, in cents. */
export const FBD_LIMITS = {
  buildingsCents: 75_000_000,
  contentsCents: 10_000_000,
  specifiedTotalCents: 2_500_000,
  claimAmountCents: 2_000_000,
  /** Claims in the look-back that FBD declines. */
  declinedClaimCount: 3,
} as const;

const FLOOD_OR_SUBSIDENCE = ['flood', 'subsidence'];

/** FBD acceptance rules (docs/home-rating.md section 2), declines first. */
export const FBD_ACCEPTANCE_RULES: readonly AcceptanceRule[] = [
  underAgeRule,
  noSumInsuredRule,
  dwellingRule(FBD_HOME_TABLES, ['Course of Construction', 'Under Renovation']),
  questionRule(
    'DECLINE',
    'UNOCCUPIED',
    'un_occupied',
    'The property is unoccupied 45 days or more.',
  ),
  questionRule('DECLINE', 'LISTED', 'listed_or_protected', 'A listed or protected structure.'),
  questionRule('DECLINE', 'SUBSIDENCE', '55', 'Subsidence or erosion at or within 200 metres.'),
  questionRule('DECLINE', 'FLOODING', '56', 'The property has been flooded.'),
  questionRule('DECLINE', 'CONVICTIONS', '43', 'A household member has a relevant conviction.'),
  questionRule('DECLINE', 'STRUCTURE', '51', 'The property is not structurally sound.'),
  questionRule('DECLINE', 'UNDERPINNING', '54', 'The property has been underpinned.'),
  questionRule('DECLINE', 'LOCKS', 'operational_locks', 'External doors or windows lack locks.'),
  rule(
    'DECLINE',
    'CLAIMS_FREQUENCY',
    `${FBD_LIMITS.declinedClaimCount} or more claims in the last 5 years.`,
    (request) => recentClaims(request).length >= FBD_LIMITS.declinedClaimCount,
  ),
  ...assumptionRules('DECLINE'),
  unansweredRule,
  countyRule,
  yearBuiltRule(FBD_HOME_TABLES),
  heatingRule(FBD_HOME_TABLES),
  rule(
    'REFERRAL',
    'NO_SMOKE_ALARMS',
    'No working smoke detector is fitted.',
    (request) => request.numSmokeAlarms < 1,
  ),
  questionRule('REFERRAL', 'FLAT_ROOF', '99', 'More than 30 percent of the roof is flat.'),
  questionRule('REFERRAL', 'WALLS', '47', 'The external walls are not of standard construction.'),
  questionRule('REFERRAL', 'ROOF', 'roof_tile', 'The roof is not of slate or tile.'),
  questionRule('REFERRAL', 'SUBDIVIDED', '33', 'The property is divided into flats or bedsits.'),
  questionRule('REFERRAL', 'CONDITION', '52', 'The property is not in a good state of repair.'),
  questionRule('REFERRAL', 'BUSINESS_USE', '53', 'The property is used for business.'),
  questionRule('REFERRAL', 'INSURANCE_HISTORY', '19', 'Insurance was refused or cancelled.'),
  rule('REFERRAL', 'CLAIM_PERIL', 'A flood or subsidence claim in the last 5 years.', (request) =>
    recentClaims(request).some((claim) => claimMentions(claim, FLOOD_OR_SUBSIDENCE)),
  ),
  rule(
    'REFERRAL',
    'LARGE_CLAIM',
    `A claim of the last 5 years above ${formatWholeEuro(FBD_LIMITS.claimAmountCents)}.`,
    (request) =>
      recentClaims(request).some((claim) => (claim.amountCents ?? 0) > FBD_LIMITS.claimAmountCents),
  ),
  rule(
    'REFERRAL',
    'BUILDINGS_LIMIT',
    `The rebuild cost is above ${formatWholeEuro(FBD_LIMITS.buildingsCents)}.`,
    (request) => (request.buildingsCents ?? 0) > FBD_LIMITS.buildingsCents,
  ),
  rule(
    'REFERRAL',
    'CONTENTS_LIMIT',
    `The contents sum insured is above ${formatWholeEuro(FBD_LIMITS.contentsCents)}.`,
    (request) => (request.contentsCents ?? 0) > FBD_LIMITS.contentsCents,
  ),
  rule(
    'REFERRAL',
    'SPECIFIED_TOTAL_LIMIT',
    `Specified items total above ${formatWholeEuro(FBD_LIMITS.specifiedTotalCents)}.`,
    (request) =>
      request.specifiedItems.reduce((sum, item) => sum + item.valueCents, 0) >
      FBD_LIMITS.specifiedTotalCents,
  ),
];

/** FBD's answer for a home risk: the acceptance rules first, then the price. Pure. */
export function rateFbdHome(request: HomeRatingRequest): HomeRating {
  return assess(request, FBD_ACCEPTANCE_RULES) ?? priceHome(request, FBD_HOME_TABLES);
}

/** The local FBD home rating engine behind the Insurer port. */
export class FbdHomeEngine implements HomeInsurer {
  readonly code = 'FBD' as const;

  async rate(request: HomeRatingRequest, signal: AbortSignal): Promise<HomeRating> {
    signal.throwIfAborted();
    return rateFbdHome(request);
  }
}
