import { INVALID_DATE, START_DATE_IN_PAST } from '../dates/date-messages.js';
import { INVALID_PROMO_CODE } from '../platform/promo-messages.js';
import { PERSONAL_MESSAGES, SELECT_AN_ANSWER } from '../personal/personal-messages.js';
import { TRAVEL_LIMITS } from './travel-constants.js';

/**
 * car-travel-payment.md 5 (Travel): the Your trip, Your cover and view-quote messages. Those the
 * spec quotes are word for word; those marked "Ours" state a rule the spec gives without words.
 */
export const YOUR_TRIP_MESSAGES = {
  tripTypeRequired: 'Please select your cover type',
  startDateRequired: 'Please select your travel date',
  dateInvalid: INVALID_DATE,
  startDateInPast: START_DATE_IN_PAST,
  singleTripStartTooFar: "The dates selected must be within 180 days of today's date",
  multiTripStartTooFar: "The date selected must be within 45 days of today's date",
  /** Ours: the spec says the end date is required for a single trip. */
  endDateRequired: 'Please select your return date',
  endDateNotAfterStart: 'End date needs to be after start date.',
  /** Ours: the spec gives the limit (180 days after the start) without words. */
  endDateTooFar: `The end date must be within ${TRAVEL_LIMITS.tripMaxDays} days of the start date`,
  zoneRequired: 'Please select your destination zone',
  /** Ours: the spec says the country is required for a single trip. */
  countryRequired: 'Please select your destination country',
  /** Ours: a country the chosen zone does not cover. */
  countryNotInZone: 'Please select a country in your destination zone',
  insuredPersonRequired: 'Please select who you would like to insure',
  /** Ours: the spec says 1 to 7 children are required for a family or you and children. */
  childrenRequired: 'Please select the number of children',
  partnerFirstNameRequired: PERSONAL_MESSAGES.firstNameRequired,
  partnerLastNameRequired: PERSONAL_MESSAGES.lastNameRequired,
  partnerDobRequired: PERSONAL_MESSAGES.dobRequired,
} as const;

export const YOUR_TRAVEL_COVER_MESSAGES = {
  /** Ours: the spec says the winter sports, business and car hire answers are required. */
  answerRequired: SELECT_AN_ANSWER,
  dataProtectionConsentRequired: 'You must accept the Terms and Conditions',
  chubbConsentRequired: 'You must accept the Chubb Terms of Business and Privacy Policy.',
  carHireAgeNotice: 'You must be between 21 and 75 years of age to avail of car hire excess',
  carHireZoneNotice: 'Car hire excess is only available for European destinations',
} as const;

/** car-travel-payment.md 5: the multi-trip start date on the view quote. */
export const TRAVEL_VIEW_QUOTE_MESSAGES = {
  startDateRequired: YOUR_TRIP_MESSAGES.startDateRequired,
  startDateInPast: YOUR_TRIP_MESSAGES.startDateInPast,
  startDateTooFar: YOUR_TRIP_MESSAGES.multiTripStartTooFar,
} as const;

/** The travel promotion: its banner and, for any other code, the journey's invalid-code words. */
export const TRAVEL_PROMO_MESSAGES = {
  invalid: INVALID_PROMO_CODE,
} as const;
