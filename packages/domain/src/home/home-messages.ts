import { ACCOUNT_VALIDATION_MESSAGES } from '../profile/account-messages.js';
import { ADDRESS_REQUIRED } from '../address/address-messages.js';
import { INVALID_DATE, START_DATE_IN_PAST } from '../dates/date-messages.js';
import { HONEYPOT_FILLED } from '../fields/field-messages.js';
import { DATE_OF_BIRTH_MESSAGES, EMAIL_MESSAGES } from '../person/person-messages.js';
import { MOBILE_NUMBER_MESSAGES } from '../person/phone-rules.js';
import { INVALID_PROMO_CODE } from '../platform/promo-messages.js';
import { HOME_FIELD_LENGTHS, POLICY_START_MAX_DAYS_AHEAD } from './home-limits.js';
import { CLAIMS_LOOKBACK_YEARS } from './home-lists.js';
import { SPECIFIED_ITEM_DESCRIPTION_MAX_LENGTH } from './sums-insured.js';

/*
 * The home journey's form messages. Those the spec quotes (home.md 5 and 8) are word for word,
 * spelling and capitals included ('an whole number', 'less then 50 chars'). Where the spec states a
 * rule without its message, the message is ours and marked "Ours": it follows the spec's wording
 * for the nearest rule so the screens read as one voice.
 */

/** The wording of an answer left empty, used by several rules of home.md 5. */
export const ANSWER_REQUIRED = 'Answer is required';
/** home.md 5 (ownRent questions): the wording for an occupancy answer left empty. */
export const FIELD_REQUIRED = 'Field is required';
/** home.md 5 (bedrooms and bathrooms): a value that is not one of the dropdown's options. */
export const SELECT_FROM_DROPDOWN = 'Please select from the dropdown';
/** home.md 5 (About you). */
export const ABOUT_YOU_MESSAGES = {
  /** Ours: the spec says 'required from list'. */
  titleRequired: 'Title is required',
  otherTitleRequired: 'Other title is required',
  /** Ours: the spec gives the limit (10) only. */
  otherTitleTooLong: `Other title must be ${HOME_FIELD_LENGTHS.otherTitleMax} characters or fewer`,
  firstNameRequired: ACCOUNT_VALIDATION_MESSAGES.firstNameRequired,
  lastNameRequired: ACCOUNT_VALIDATION_MESSAGES.lastNameRequired,
  nameNumbers: 'Numbers are not permitted',
  nameSpecialCharacters: 'Special Characters and Numbers are not permitted',
  /** The platform's wording for the same 2-to-50 rule (platform.md 5). */
  nameTooShort: ACCOUNT_VALIDATION_MESSAGES.nameTooShort,
  nameTooLong: ACCOUNT_VALIDATION_MESSAGES.nameTooLong,
  /** Ours: the spec says 'required'. */
  correspondenceSameRequired: 'Correspondence address answer is required',
  phoneRequired: MOBILE_NUMBER_MESSAGES.required,
  phoneInvalid: MOBILE_NUMBER_MESSAGES.invalidPersonal,
  phoneTooLong: MOBILE_NUMBER_MESSAGES.tooLong,
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  emailTooLong: EMAIL_MESSAGES.tooLong,
  dobRequired: DATE_OF_BIRTH_MESSAGES.required,
  dobInvalid: DATE_OF_BIRTH_MESSAGES.invalid,
  dobBefore1900: DATE_OF_BIRTH_MESSAGES.before1900,
  dobUnder18: DATE_OF_BIRTH_MESSAGES.under18,
  /** Ours: the spec says 'required'. */
  bankCustomerRequired: 'Bank customer answer is required',
  mortgageProviderRequired: 'Do you have mortgage answer is required',
  mortgageApplicationNumberInvalid: 'Please enter a valid Mortgage Application Number',
  /** Ours: the spec says 'required'. */
  firstTimeBuyerRequired: 'First time buyer answer is required',
  /** Ours: the spec says "'true' or 'false' required". */
  jointlyOwnedRequired: 'Joint ownership answer is required',
  staffNumberRequired: 'Staff number is required',
  staffNumberInvalid: 'Please enter a valid staff number E.g. A1234567.',
  honeypotFilled: HONEYPOT_FILLED,
} as const;

/**
 * home.md 5 (property and correspondence address). The address widget's own messages (home.md 8)
 * are ADDRESS_MESSAGES of the address module.
 */
export const HOME_ADDRESS_MESSAGES = {
  addressRequired: ADDRESS_REQUIRED,
  addressNotChosen: 'Answer is Required',
  selectRespectiveAddress: 'Please select your respective address',
  addressLine1Required: 'Address Line 1 is required',
  townRequired: 'Town is required',
  countyRequired: 'County is required',
  /**
   * Ours: the spec asks for too-short (under 2) and too-long (over 250) messages without giving
   * them.
   */
  addressLine1TooShort: `Address Line 1 must be at least ${HOME_FIELD_LENGTHS.address.min} characters`,
  addressLine1TooLong: `Address Line 1 must be ${HOME_FIELD_LENGTHS.address.max} characters or fewer`,
  addressLine2TooShort: `Address Line 2 must be at least ${HOME_FIELD_LENGTHS.address.min} characters`,
  addressLine2TooLong: `Address Line 2 must be ${HOME_FIELD_LENGTHS.address.max} characters or fewer`,
  addressLine3TooShort: `Address Line 3 must be at least ${HOME_FIELD_LENGTHS.address.min} characters`,
  addressLine3TooLong: `Address Line 3 must be ${HOME_FIELD_LENGTHS.address.max} characters or fewer`,
  townTooShort: `Town must be at least ${HOME_FIELD_LENGTHS.address.min} characters`,
  townTooLong: `Town must be ${HOME_FIELD_LENGTHS.address.max} characters or fewer`,
  countyTooShort: `County must be at least ${HOME_FIELD_LENGTHS.address.min} characters`,
  countyTooLong: `County must be ${HOME_FIELD_LENGTHS.address.max} characters or fewer`,
  /** Ours: home.md 5 describes an Eircode as seven letters and digits, e.g. A65 F4E2. */
  eircodeInvalid: 'Please enter a valid Eircode, for example A65 F4E2',
} as const;

/** home.md 2 and 8: the promotion code. */
export const PROMO_MESSAGES = {
  rememberToApply: 'Remember to click apply',
  applied:
    'Promotional code successfully applied. Please proceed with your quote to see your premium breakdown.',
  invalid: INVALID_PROMO_CODE,
  /** Ours: home_premium_discounts_enabled is off, and the spec gives no words for it. */
  discountsUnavailable: 'Promotional discounts are not available at the moment.',
} as const;

/** home.md 5 (Your home). */
export const YOUR_HOME_MESSAGES = {
  coverTypeRequired: 'Property ownership answer is required',
  occupancyRequired: FIELD_REQUIRED,
  mainResidenceRequired: 'Main residence answer is required',
  homeTypeRequired: 'Property type is required',
  yearRequired: 'Year built is required',
  yearInvalid: 'Please enter a valid year (e.g 1920)',
  yearInFuture: 'Please enter a year not in the future',
  /** Ours: the spec says the rewired and reroofed questions are required. */
  rewiredRequired: 'Rewired answer is required',
  reroofedRequired: 'Reroofed answer is required',
  bedroomsRequired: 'Number of Bedrooms is required',
  bathroomsRequired: 'Number of Bathrooms is required',
  selectFromDropdown: SELECT_FROM_DROPDOWN,
  heatingRequired: 'Main source of heating is required',
  alarmRequired: 'Please provide an answer in relation to Burglar Alarm',
  smokeDetectorsRequired: 'Number of Working Smoke Detectors is required',
  claimsRequired: 'Please provide an answer in relation to previous claims',
  /** Ours: the spec says the claims count is required. */
  claimsCountRequired: 'Number of claims is required',
  noClaimYearsRequired: 'Years Claims free answer is required',
  claimTypeRequired: 'Type of claim/loss is required',
  claimDateRequired: 'Date of claim is required',
  claimDateInvalid: INVALID_DATE,
  claimDateInFuture: 'Please enter a year not in the future',
  /** Ours: home.md 2 limits the claim year to the current year and the previous 5. */
  claimDateTooOld: `Please enter a date within the last ${CLAIMS_LOOKBACK_YEARS} years`,
  claimStatusRequired: 'Has your claim been settled requires an answer',
  claimAmountRequired: 'Amount of settlement is required',
  /** Ours: the amount is a whole number of euro, as every other sum in the journey. */
  claimAmountInvalid: 'Amount of settlement must be a whole number',
  claimLocationRequired: 'Property claim relates to is required',
} as const;

/** home.md 5 (Your cover). */
export const YOUR_COVER_MESSAGES = {
  policyStartRequired: 'Policy start date is required',
  policyStartInvalid: INVALID_DATE,
  policyStartInPast: START_DATE_IN_PAST,
  policyStartTooFar: `Please enter a date ${POLICY_START_MAX_DAYS_AHEAD} or less days in the future`,
  rebuildCostRequired: ANSWER_REQUIRED,
  /** Also the contents and item values' whole-number rule, for which the spec gives no message. */
  wholeNumber: 'Cost must be an whole number',
  rebuildCostMinimumDublin: 'Requires minimum value 175,000',
  rebuildCostMinimumElsewhere: 'Requires minimum value 130,000',
  contentsRequired: ANSWER_REQUIRED,
  contentsMinimum: 'Requires minimum value of €15,000',
  unspecifiedItemsRequired: 'Unspecified Items value is required',
  unspecifiedItemsNotOffered: SELECT_FROM_DROPDOWN,
  specifiedItemTypeRequired: 'Please select an item type',
  specifiedItemValueRequired: 'Item Value is Required',
  /** Ours: the spec gives the minimum (1501) only; worded as the contents minimum. */
  specifiedItemValueMinimum: 'Requires minimum value of €1,501',
  specifiedItemDescriptionRequired: 'Please enter an item description',
  specifiedItemDescriptionTooLong: `Enter not more than ${SPECIFIED_ITEM_DESCRIPTION_MAX_LENGTH} characters`,
} as const;

/** home.md 5 (Household questions). */
export const HOUSEHOLD_MESSAGES = {
  answerRequiredRe: (topic: string) => `Answer is required re ${topic}`,
  termsRequired: ANSWER_REQUIRED,
} as const;

/** home.md 5 (View quote): the spec names the rules (required) without messages. */
export const VIEW_QUOTE_MESSAGES = {
  excessRequired: ANSWER_REQUIRED,
  accidentalDamageRequired: ANSWER_REQUIRED,
} as const;

/** home.md 2: the Get Quotes page and the About you promotion banner. */
export const GET_QUOTES_TEXT = {
  title: 'Get Quotes',
  emailAlreadyRegistered:
    'That email address is already registered with us. Please click here to login.',
  emailNotFound: 'Email address has not been found',
} as const;
