import { LOGIN_VALIDATION_MESSAGES } from '../profile/account-messages.js';
import { ADDRESS_REQUIRED } from '../address/address-messages.js';
import { HONEYPOT_FILLED } from '../fields/field-messages.js';
import { DATE_OF_BIRTH_MESSAGES } from '../person/person-messages.js';
import { MOBILE_NUMBER_MESSAGES } from '../person/phone-rules.js';
import { PERSONAL_FIELD_LENGTHS, YEARS_HELD_LIMITS } from './personal-lists.js';

/**
 * car-travel-payment.md 5 (Personal): the car and travel About you messages. Those the spec quotes
 * are word for word; where it states a rule without words, the message is ours and marked "Ours",
 * reusing the journey's wording for the same rule where one exists.
 */

/** The wording car-travel-payment.md 4 and 5 use for a yes or no left unanswered. */
export const SELECT_AN_ANSWER = 'You must select an answer to this field';

export const PERSONAL_MESSAGES = {
  titleRequired: 'Title is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Surname is required',
  genderRequired: 'Gender is required.',
  nameTooShort: 'Please enter in more than two characters',
  nameTooLong: 'Please enter in less than fifty characters',
  nameCharacters: 'Numbers and symbols are not permitted',
  honeypotFilled: HONEYPOT_FILLED,
  dobRequired: DATE_OF_BIRTH_MESSAGES.required,
  addressLineRequired: 'Address line is required',
  countyRequired: 'County is required',
  /** Ours: the spec gives the limits (2 to 50; line 3 at most 50) without words. */
  addressPartTooShort: `Please enter at least ${PERSONAL_FIELD_LENGTHS.addressPart.min} characters`,
  addressPartTooLong: `Please enter no more than ${PERSONAL_FIELD_LENGTHS.addressPart.max} characters`,
  eircodeInvalid: 'Please enter a valid Eircode or address',
  /** The spec states the rule ('Eircode or address required'); home's words for it. */
  addressRequired: ADDRESS_REQUIRED,
  postalAddressAnswerRequired: 'You must answer is this your postal address',
  phoneRequired: MOBILE_NUMBER_MESSAGES.required,
  phoneInvalid: MOBILE_NUMBER_MESSAGES.invalidPersonal,
  phoneTooLong: MOBILE_NUMBER_MESSAGES.tooLong,
  emailRequired: LOGIN_VALIDATION_MESSAGES.emailRequired,
  emailInvalid: LOGIN_VALIDATION_MESSAGES.emailInvalid,
  employmentStatusRequired: 'Employment status is required',
  occupationRequired: 'Occupation is required',
  /** Ours: the spec says the licence type is required. */
  licenceTypeRequired: 'Licence type is required',
  lastFiveYearsRequired: 'Last five years experience required.',
  passedTestRequired: 'Did you pass your test in Ireland or the UK',
  yearsHeldRequired: 'Years Held is required',
  yearsHeldTooSmall: 'Please enter a larger number',
  yearsHeldTooLarge: 'Please enter a smaller number',
  /** Ours: years held are whole years. */
  yearsHeldWhole: `Please enter a whole number of years from ${YEARS_HELD_LIMITS.min} to ${YEARS_HELD_LIMITS.max}`,
  /** Ours: the spec says the question is answered. */
  coverAbroadRequired: SELECT_AN_ANSWER,
  providerRequired: 'Private medical insurance provider is required',
  /** Ours: the spec says the bank customer and home-policy answers are required. */
  bankCustomerRequired: SELECT_AN_ANSWER,
  homePolicyRequired: SELECT_AN_ANSWER,
} as const;
