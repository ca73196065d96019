import { INVALID_DATE, START_DATE_IN_PAST } from '../dates/date-messages.js';
import { PERSONAL_MESSAGES, SELECT_AN_ANSWER } from '../personal/personal-messages.js';
import { CUSTOMER_SERVICE_HOURS, PHONE } from '../platform/contact.js';
import { CAR_LIMITS } from './car-constants.js';
import { CAR_COVER_LEVEL_NAMES, type CarCoverLevel } from './car-lists.js';

/**
 * car-travel-payment.md 5 (Car): the car cards' messages. Those the spec quotes are word for word;
 * where it states a rule without words ('each with its own message, texts not shown') the message
 * is ours and marked "Ours".
 */

/** car-travel-payment.md 2: shown when a registration is typed but no car was found for it. */
export const REGISTRATION_LOOKUP_HINT = 'Press the enter key or search icon to get the car details';

export const YOUR_CAR_MESSAGES = {
  /** Ours. */
  registrationRequired: 'Registration is required',
  registrationLookupHint: REGISTRATION_LOOKUP_HINT,
  /** Ours: the manual search's fields. */
  makeRequired: 'Make is required',
  modelRequired: 'Model is required',
  yearRequired: 'Year is required',
  fuelRequired: 'Fuel type is required',
  engineRequired: 'Engine size is required',
  versionRequired: 'Version is required',
  abiCodeRequired: 'Please choose your car from the list',
  /** Ours: the answers of Your car. */
  purchasedRequired: 'Please tell us how long you have had the car',
  vehicleValueRequired: 'Vehicle value is required',
  vehicleValueWhole: 'Please enter the value in whole euro',
  vehicleValueTooSmall: 'Please enter a value of at least €500',
  vehicleValueTooLarge: 'Please enter a value of no more than €250,000',
  useRequired: 'Please tell us what you use the car for',
  annualKmRequired: 'Please tell us how far you drive in a year',
  drivingExperienceRequired: 'Please tell us about your current driving experience',
  noClaimsBonusRequired: 'No claims bonus is required',
} as const;

/** car-travel-payment.md 5: the smallest and largest car value a quote takes (ours). */
export const VEHICLE_VALUE_LIMITS_EUR = { min: 500, max: 250_000 } as const;

export const CAR_COVER_MESSAGES = {
  /** Ours: the spec's messages for the start date are the next two. */
  startDateRequired: 'Please enter your policy start date',
  startDateInvalid: INVALID_DATE,
  startDateInPast: START_DATE_IN_PAST,
  startDateTooLate: (lastDay: string) => `Please enter a date up to ${lastDay}`,
  /** Ours. */
  coverTypeRequired: 'Cover type is required',
  claimsCountRequired: 'Please tell us how many claims you have had',
  claimTypeRequired: 'Claim type is required',
  claimStatusRequired: 'Claim status is required',
  claimAmountRequired: 'Claim amount is required',
  claimAmountWhole: 'Please enter the amount in whole euro',
  offenceCountRequired: 'Please tell us how many penalty point offences you have had',
  offenceRequired: 'Offence is required',
  penaltyPointsRequired: 'Penalty points are required',
  penaltyPointsRange: `Penalty points must be from ${CAR_LIMITS.minPenaltyPoints} to ${CAR_LIMITS.maxPenaltyPoints}`,
  disqualifiedRequired: SELECT_AN_ANSWER,
  hasAdditionalDriversRequired: SELECT_AN_ANSWER,
} as const;

/** car-travel-payment.md 5: the additional driver's own words where they differ. */
export const ADDITIONAL_DRIVER_MESSAGES = {
  ...PERSONAL_MESSAGES,
  lastNameRequired: 'Last name is required',
  /** Ours. */
  relationshipRequired: 'Relationship to you is required',
  /** Ours: an additional driver is 17 or over, the youngest age for a full or learner licence. */
  driverTooYoung: 'A driver must be 17 or over',
} as const;

/** car-travel-payment.md 5: 'Car terms: ... otherwise 'Please select'; acceptance must be true.' */
export const CAR_TERMS_MESSAGES = {
  select: 'Please select',
} as const;

/**
 * Ours (docs/car-rating.md 2): why a cover level is not offered beside the one that is. The spec's
 * referral message is for a quote with no price at all.
 */
export const CAR_LEVEL_NOT_OFFERED_MESSAGES = {
  carValue: (level: CarCoverLevel, limit: string, other: CarCoverLevel, otherLimit: string) =>
    `${CAR_COVER_LEVEL_NAMES[level]} is not offered for a car worth more than ${limit}. ${CAR_COVER_LEVEL_NAMES[other]} insures cars worth up to ${otherLimit}.`,
  callUs: (level: CarCoverLevel) =>
    `${CAR_COVER_LEVEL_NAMES[level]} cannot be quoted online for your answers. To ask about it, please call us on ${PHONE.sales} (${CUSTOMER_SERVICE_HOURS}).`,
} as const;
