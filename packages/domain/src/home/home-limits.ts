import { PERSON_NAME_LENGTH } from '../person/person-name.js';
import { EMAIL_MAX_LENGTH } from '../person/person-limits.js';

/** home.md 9: the policy start date is from today to this many days ahead. */
export const POLICY_START_MAX_DAYS_AHEAD = 90;
/** home.md 9: how long a quote is valid. */
export const QUOTE_VALIDITY_DAYS = 90;

/** home.md 9: field lengths. */
export const HOME_FIELD_LENGTHS = {
  name: PERSON_NAME_LENGTH,
  address: { min: 2, max: 250 },
  emailMax: EMAIL_MAX_LENGTH,
  phoneMax: 10,
  otherTitleMax: 10,
  staffNumberMax: 8,
  mortgageApplicationNumber: { min: 7, max: 8 },
} as const;

/** home.md 5: the rewired question is asked for homes built in this year or earlier (after 1500). */
export const REWIRED_QUESTION_LATEST_YEAR = 1971;
export const REWIRED_QUESTION_EARLIEST_YEAR_EXCLUSIVE = 1500;
/** home.md 5: the rewired question asks about this many past years. */
export const REWIRED_LOOKBACK_YEARS = 40;
/** home.md 5: the reroofed question is asked for homes built in this year or earlier. */
export const REROOFED_QUESTION_LATEST_YEAR = 1920;

/** home.md 9: a holiday home in regular use is used at least this many days a year. */
export const HOLIDAY_HOME_REGULAR_USE_MIN_DAYS = 30;
/** home.md 9: being let more than this many times a year counts. */
export const HOLIDAY_HOME_LETS_PER_YEAR_THRESHOLD = 5;
/** home.md 9: a rented home needs a tenancy agreement of at least this many months. */
export const TENANCY_AGREEMENT_MIN_MONTHS = 6;

/** home.md 9: promotion codes. */
export const ONLINE_PROMO_CODE = 'Online10';
export const ONLINE_PROMO_DISCOUNT_PERCENT = 10;
export const STAFF_PROMO_CODE = 'staff';

/** home.md 9: the two home insurers. */
export const HOME_INSURERS = ['RSA', 'FBD'] as const;
export type HomeInsurer = (typeof HOME_INSURERS)[number];

/** home.md 9: promotion or discount codes. */
export const HOME_DISCOUNT_CODES = [
  'CONAD',
  'PNCD',
  'HEAOPT',
  'AFTEROPTEX',
  'BOICUS',
  'BOIMUL',
  'BOICAR',
  'PROMOPCT',
  'INCLEVY',
  'LEVY',
  'AFTERSALES',
] as const;
/** home.md 9: the premium code carrying the levy, per insurer. */
export const LEVY_CODE_BY_INSURER: Record<HomeInsurer, string> = { RSA: '26', FBD: 'INCLEVY' };

/** home.md 3: premium codes and item names in a quote's premium details. */
export const PREMIUM_CODES = ['AFTERLOADDISC', 'AFTEROPTEX', 'INCLEVY', 'AFTERSALES'] as const;
export const PREMIUM_ITEM_NAMES = {
  unspecifiedItems: 'Unspecified PP Section Premium',
  specifiedItems: 'Specified PP Section Premium',
  promotionalDiscount: 'Promotional Discount',
  affinityDiscount: 'Affinity Discount',
  pedalCycles: 'Pedal Cycles Section Premium',
} as const;

/** home.md 2 and 3: the add-on codes that make each view-quote extra appear. */
export const HOME_ADD_ON_CODES = {
  accidentalDamage: 'ContentsAD',
  ncdProtectionPlus: 'NCDProtection',
  homeEmergencyAssist: 'HomeEmergencyAssist',
} as const;

/** home.md 3: assumption codes and the answers they hold. */
export const ASSUMPTION_CODES = {
  occupiedByMember: 23,
  privateLiving: 25,
  tenancyAgreement: 30,
} as const;

/** home.md 3: the household question codes, in the order listed. */
export const HOUSEHOLD_QUESTION_CODES = [
  'operational_locks',
  '47',
  'roof_tile',
  '51',
  'un_occupied',
  '33',
  'listed_or_protected',
  '43',
  '19',
  '99',
  '52',
  '53',
  '54',
  '55',
  '56',
] as const;
/** home.md 2: the page splits after this many core questions. */
export const CORE_HOUSEHOLD_QUESTION_COUNT = 4;
/** home.md 2: a property unoccupied this many consecutive days or more counts as unoccupied. */
export const UNOCCUPIED_MIN_CONSECUTIVE_DAYS = 45;

/** home.md 9: contact modes. */
export const HOME_CONTACT_MODES = ['Email', 'Branch'] as const;

/** home.md 9: home benefits and refund terms. */
export const FIRE_BRIGADE_CHARGES_MAX_EUR = 2_500;
export const DIRECT_DEBIT_REFUND_WINDOW_WEEKS = 8;
