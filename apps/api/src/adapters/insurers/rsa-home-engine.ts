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

/** RSA home scheme RSA-HOME-01; every figure is a row of docs/home-rating.md section 3. */
export const RSA_HOME_TABLES: HomeRatingTables = {
  insurer: 'RSA',
  schemeCode: 'RSA-HOME-01',
  rates: { buildings: 85, contents: 320, unspecified: 1_500, specified: 2_000, pedalCycle: 4_000 },
  dwellingType: {
    'Owner Occupied': 10_000,
    'Own Rented - Family': 11_500,
    'Rented - Students': 14_000,
    'Rented - One Person': 11_500,
    'Rented - Two People': 11_800,
    'Rented - Three People': 12_100,
    'Rented - Four People': 12_400,
    'Rented - Five People': 12_700,
    'Rented - Six People': 13_000,
    'Rented - Seven People': 13_300,
    'Rented - Eight People': 13_600,
    'Holiday Home - Let Out': 13_500,
    'Holiday Home - Family Use': 12_500,
    'Rented - Family': 10_000,
    Unoccupied: 15_000,
    'Under Renovation': 13_500,
  },
  homeType: {
    Detached: 11_000,
    'Detached with basement': 12_000,
    'Semi-detached': 10_000,
    'Semi-detached with basement': 11_000,
    Terraced: 9_500,
    'Terraced with basement': 10_500,
    Bungalow: 10_500,
    'Bungalow with basement': 11_500,
    'Purpose built apartment': 8_000,
  },
  countyZone: {
    Dublin: '1',
    Cork: '2',
    Galway: '2',
    Limerick: '2',
    Kildare: '2',
    Meath: '2',
    Wicklow: '2',
    Louth: '2',
    Waterford: '3',
    Wexford: '3',
    Kilkenny: '3',
    Carlow: '3',
    Laois: '3',
    Offaly: '3',
    Westmeath: '3',
    Tipperary: '3',
    Clare: '3',
    Kerry: '3',
    Donegal: '4',
    Mayo: '4',
    Sligo: '4',
    Leitrim: '4',
    Roscommon: '4',
    Longford: '4',
    Cavan: '4',
    Monaghan: '4',
  },
  zoneFactor: { '1': 12_500, '2': 11_000, '3': 10_000, '4': 9_500 },
  yearBuilt: [
    { fromYear: 2000, factor: 9_000 },
    { fromYear: 1971, factor: 10_000 },
    { fromYear: 1945, factor: 11_000 },
    { fromYear: 1900, factor: 12_000 },
  ],
  notRewired: { latestYear: REWIRED_QUESTION_LATEST_YEAR, factor: 11_500 },
  notReroofed: { latestYear: REROOFED_QUESTION_LATEST_YEAR, factor: 11_000 },
  heating: {
    'Solid Fuel': 11_000,
    Electric: 10_000,
    Gas: 10_000,
    Oil: 10_300,
    'Solar/Wind': 9_800,
    'Wood/Wood Pellet': 11_000,
    'Mixture inc Oil': 10_500,
    'Heat Exchange': 9_800,
    'Not listed': 11_000,
  },
  alarm: {
    'No alarm fitted': 10_000,
    'Registered installer but is not monitored': 9_500,
    'Registered installer centrally monitored': 9_000,
    'Not registered installer': 9_800,
  },
  smokeAlarms: [
    { min: 2, factor: 9_700 },
    { min: 1, factor: 10_000 },
    { min: 0, factor: 11_000 },
  ],
  claims: [10_000, 12_500],
  ncd: {
    [-1]: 11_000,
    0: 10_000,
    1: 9_000,
    2: 8_500,
    3: 8_000,
    4: 7_500,
    5: 7_000,
    6: 6_500,
  },
  excess: { '4': 11_000, '3': 10_000, '2': 9_400, '1': 8_800 },
  // A loading of 4 percent for each renewal after the first, up to 10 of them: what the price
  // walking rule (S.I. 2022) caps at the first renewal's price.
  tenure: { fromRenewal: 2, perRenewalBp: 400, maxSteps: 10 },
  addons: {
    contentsAD: { percentBp: 1_500, minimumCents: 2_500 },
    ncdProtection: { cents: 3_000, minClaimsFreeYears: 3 },
    homeEmergencyAssist: { cents: 3_500 },
  },
  discounts: {
    staff: 1_500,
    bankCustomer: 500,
    multiProduct: 500,
    motor: 300,
    firstTimeBuyer: null,
    promo: ONLINE_PROMO_DISCOUNT_BP,
  },
  minimumPremiumCents: 18_000,
  codes: {
    BUILDINGS: '1',
    CONTENTS: '2',
    UNSPECPP: '3',
    SPECPP: '4',
    PEDALCYCLE: '5',
    SECTIONS: '6',
    SMOKE: '7',
    CLAIMLOAD: '8',
    NCD: '9',
    NOPREVINS: '10',
    EXCESS: '11',
    TENURE: '24',
    AFTERLOADDISC: '12',
    CONAD: '13',
    PNCD: '14',
    HEAOPT: '15',
    AFTEROPTEX: '16',
    DISCOUNT: '17',
    BOICUS: '18',
    BOIMUL: '19',
    BOICAR: '20',
    PROMOPCT: '21',
    AFTERSALES: '22',
    MINPREM: '23',
    LEVY: LEVY_CODE_BY_INSURER.RSA,
    INCLEVY: '27',
  },
};

/** RSA's limits above which an underwriter must see the risk, in cents. */
export const RSA_LIMITS = {
  buildingsCents: 100_000_000,
  contentsCents: 15_000_000,
  specifiedItemCents: 1_500_000,
  /** Claims in the look-back that RSA declines. */
  declinedClaimCount: 2,
} as const;

const FLOOD_OR_SUBSIDENCE = ['flood', 'subsidence'];

/** RSA acceptance rules (docs/home-rating.md section 2), declines first. */
export const RSA_ACCEPTANCE_RULES: readonly AcceptanceRule[] = [
  underAgeRule,
  noSumInsuredRule,
  dwellingRule(RSA_HOME_TABLES, []),
  questionRule('DECLINE', 'SUBSIDENCE', '55', 'Subsidence or erosion at or within 200 metres.'),
  questionRule('DECLINE', 'FLOODING', '56', 'The property has been flooded.'),
  questionRule('DECLINE', 'CONVICTIONS', '43', 'A household member has a relevant conviction.'),
  questionRule('DECLINE', 'STRUCTURE', '51', 'The property is not structurally sound.'),
  questionRule('DECLINE', 'WALLS', '47', 'The external walls are not of standard construction.'),
  questionRule('DECLINE', 'SUBDIVIDED', '33', 'The property is divided into flats or bedsits.'),
  questionRule('DECLINE', 'FLAT_ROOF', '99', 'More than 30 percent of the roof is flat.'),
  rule(
    'DECLINE',
    'CLAIMS_FREQUENCY',
    `${RSA_LIMITS.declinedClaimCount} or more claims in the last 5 years.`,
    (request) => recentClaims(request).length >= RSA_LIMITS.declinedClaimCount,
  ),
  rule('DECLINE', 'CLAIM_PERIL', 'A flood or subsidence claim in the last 5 years.', (request) =>
    recentClaims(request).some((claim) => claimMentions(claim, FLOOD_OR_SUBSIDENCE)),
  ),
  unansweredRule,
  countyRule,
  yearBuiltRule(RSA_HOME_TABLES),
  heatingRule(RSA_HOME_TABLES),
  questionRule('REFERRAL', 'LISTED', 'listed_or_protected', 'A listed or protected structure.'),
  questionRule('REFERRAL', 'ROOF', 'roof_tile', 'The roof is not of slate or tile.'),
  questionRule('REFERRAL', 'LOCKS', 'operational_locks', 'External doors or windows lack locks.'),
  rule(
    'REFERRAL',
    'UNOCCUPIED',
    'The property is unoccupied for 45 consecutive days or more.',
    (request) =>
      request.dwellingType !== 'Unoccupied' && request.householdAnswers.un_occupied === true,
  ),
  questionRule('REFERRAL', 'CONDITION', '52', 'The property is not in a good state of repair.'),
  questionRule('REFERRAL', 'BUSINESS_USE', '53', 'The property is used for business.'),
  questionRule('REFERRAL', 'UNDERPINNING', '54', 'The property has been underpinned.'),
  questionRule('REFERRAL', 'INSURANCE_HISTORY', '19', 'Insurance was refused or cancelled.'),
  rule('REFERRAL', 'UNSETTLED_CLAIM', 'A claim of the last 5 years is not settled.', (request) =>
    recentClaims(request).some((claim) => !claim.settled),
  ),
  rule(
    'REFERRAL',
    'BUILDINGS_LIMIT',
    `The rebuild cost is above ${formatWholeEuro(RSA_LIMITS.buildingsCents)}.`,
    (request) => (request.buildingsCents ?? 0) > RSA_LIMITS.buildingsCents,
  ),
  rule(
    'REFERRAL',
    'CONTENTS_LIMIT',
    `The contents sum insured is above ${formatWholeEuro(RSA_LIMITS.contentsCents)}.`,
    (request) => (request.contentsCents ?? 0) > RSA_LIMITS.contentsCents,
  ),
  rule(
    'REFERRAL',
    'SPECIFIED_ITEM_LIMIT',
    `A specified item is worth above ${formatWholeEuro(RSA_LIMITS.specifiedItemCents)}.`,
    (request) =>
      request.specifiedItems.some((item) => item.valueCents > RSA_LIMITS.specifiedItemCents),
  ),
  ...assumptionRules('REFERRAL'),
];

/** RSA's answer for a home risk: the acceptance rules first, then the price. Pure. */
export function rateRsaHome(request: HomeRatingRequest): HomeRating {
  return assess(request, RSA_ACCEPTANCE_RULES) ?? priceHome(request, RSA_HOME_TABLES);
}

/** The local RSA home rating engine behind the Insurer port. */
export class RsaHomeEngine implements HomeInsurer {
  readonly code = 'RSA' as const;

  async rate(request: HomeRatingRequest, signal: AbortSignal): Promise<HomeRating> {
    signal.throwIfAborted();
    return rateRsaHome(request);
  }
}
