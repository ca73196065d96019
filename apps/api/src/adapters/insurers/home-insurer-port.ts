import type {
  AlarmType,
  DwellingType,
  ExcessCode,
  HeatingSource,
  HomeCoverType,
  HomeInsurer as HomeInsurerCode,
  HomeType,
  SpecifiedItemType,
} from '@wallet/domain';
import type { HOME_ADD_ON_CODES, HOUSEHOLD_QUESTION_CODES } from '@wallet/domain';
import type { AcceptanceNotice, RatingEngine } from './insurer-port.js';

export type HouseholdQuestionCode = (typeof HOUSEHOLD_QUESTION_CODES)[number];
export type HomeAddonCode = (typeof HOME_ADD_ON_CODES)[keyof typeof HOME_ADD_ON_CODES];

/** One line of the premium breakdown (home.md 3), as the quote response carries it. */
export interface PremiumDetail {
  /** The insurer's own code (RSA numeric, FBD text). */
  code: string;
  item_name: string;
  /** The insurer-independent name of the line, e.g. AFTERLOADDISC, PROMOPCT, LEVY. */
  unique_code: string;
  /** Euro, two decimals; a discount is negative. */
  amount?: number;
  /** The premium so far, euro, after this step. */
  running_total?: number;
}

/** A claim in the proposer's history, as the engines need it. */
export interface HomeRatingClaim {
  /** The claim type chosen on Your home (a peril such as 'Escape of water', 'Flood', 'Theft'). */
  type: string;
  /** Calendar year of claim_date. */
  year: number;
  /** claim_status 'Settled'. */
  settled: boolean;
  /** claim_amount in cents, given for settled claims. */
  amountCents?: number;
}

/**
 * The insurer-agnostic risk both home engines rate (docs/architecture.md, Outside parties and their
 * local stand-ins: the insurer port). It is flat on purpose: the quote module maps the POST
 * /home/applied_home_quotes payload to it once and each engine reads only what it rates. Money is
 * integer cents; dates are 'YYYY-MM-DD'.
 */
export interface HomeRatingRequest {
  /** Risk address county as typed or looked up ('Cork', 'Co. Cork', 'Dublin 6', ...). */
  county: string;
  /** Risk address Eircode; carried for the insurer's file, not a rating factor. */
  eircode?: string;
  /** platform.md 3.6 dwelling_type, from dwellingTypeOf(). */
  dwellingType: DwellingType;
  coverType: HomeCoverType;
  homeType: HomeType;
  yearOfConstruction: number;
  /** has_been_re_wired: asked only for homes built 1971 or earlier. */
  rewired?: boolean;
  /** has_been_re_roofed: asked only for homes built 1920 or earlier. */
  reroofed?: boolean;
  numBedrooms: number;
  numBathrooms: number;
  heatingType: HeatingSource;
  alarmType: AlarmType;
  /** 0 to 10, 10 meaning 10 or more. */
  numSmokeAlarms: number;
  /** Rebuild cost in cents; null when not asked (tenant, purpose-built apartment). */
  buildingsCents: number | null;
  /** Contents sum insured in cents; null when not asked (unoccupied, under construction). */
  contentsCents: number | null;
  /** Unspecified personal items in cents; 0 when the switch is off. */
  unspecifiedItemsCents: number;
  specifiedItems: { type: SpecifiedItemType; valueCents: number }[];
  /** Claims of the last 5 years (the form's claim blocks). */
  claims: HomeRatingClaim[];
  /** ncd_num_years: -1 = no previous insurance, 0 to 6 (6 meaning 6 or more). */
  claimsFreeYears: number;
  /** home.md 9 excess value code: '4' = 250 ... '1' = 1,000 euro policy excess. */
  excessCode: ExcessCode;
  /** The view-quote extras the customer switched on. */
  addons: {
    contentsAccidentalDamage: boolean;
    ncdProtection: boolean;
    homeEmergencyAssist: boolean;
  };
  /**
   * promotion_code when it earns a discount the platform gives now ('Online10' the promotional
   * one); left out while home_premium_discounts_enabled is off.
   */
  promoCode?: string;
  /**
   * True when promo code 'staff' came with a staff number the staff directory knows, and
   * discounts are on.
   */
  isStaff: boolean;
  /** About you bank questions; the products count only for a bank customer. */
  bank: {
    isBankCustomer: boolean;
    mortgage: boolean;
    personalLoan: boolean;
    motor: boolean;
    pension: boolean;
  };
  firstTimeBuyer: boolean;
  /** Proposer's date of birth, 'YYYY-MM-DD'. */
  dateOfBirth: string;
  /** Policy start date, 'YYYY-MM-DD'; the claims look-back and the proposer's age count from it. */
  startDate: string;
  /** Household question answers by code (true = Yes). A missing code means unanswered. */
  householdAnswers: Partial<Record<HouseholdQuestionCode, boolean>>;
  /** Assumptions 23, 25 and 30; absent when the cover type does not ask them. */
  assumptions: { occupiedByMember?: boolean; privateLiving?: boolean; tenancyAgreement?: boolean };
  /**
   * The insurer's own policy renewed for the nth time (1 for its first renewal), priced with the
   * insurer's tenure pricing; absent for new business (a new customer, or another insurer's).
   */
  renewalNumber?: number;
}

export interface HomeAddonOffer {
  unique_code: HomeAddonCode;
  /** Yearly price of the extra before discounts and levy, in cents. */
  amountCents: number;
  selected: boolean;
}

export interface HomeQuoted {
  outcome: 'quoted';
  schemeCode: string;
  /** Annual premium including the government levy, in cents. */
  annualPremiumCents: number;
  /** The ordered breakdown the customer sees; amounts and running totals in euro (2 dp). */
  premiumDetails: PremiumDetail[];
  /** The extras this insurer offers for this risk (only those; the screen shows what is listed). */
  addonDetails: HomeAddonOffer[];
  excessCode: ExcessCode;
}

export interface HomeNotQuoted {
  outcome: 'declined' | 'referred';
  /** Every rule the risk broke; 'declined' when at least one is a DECLINE. */
  notifications: AcceptanceNotice[];
}

export type HomeRating = HomeQuoted | HomeNotQuoted;

/**
 * The Insurer port for home (docs/architecture.md, Outside parties and their local stand-ins). An
 * engine must honour the abort signal.
 */
export interface HomeInsurer extends RatingEngine<HomeRatingRequest, HomeRating> {
  readonly code: HomeInsurerCode;
}
