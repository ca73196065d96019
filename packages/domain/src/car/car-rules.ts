import {
  addDays,
  ageOn,
  calendarDateOf,
  compareDates,
  formatDisplayDate,
} from '../dates/calendar-date.js';
import type { CalendarDate } from '../dates/calendar-date.js';
import { isBlank, stripMoney, type Problem } from '../fields/field-rules.js';
import { DATE_OF_BIRTH_MESSAGES } from '../person/person-messages.js';
import { parseTypedDate } from '../dates/typed-date.js';
import { CAR_LIMITS, MINIMUM_DRIVER_AGE } from './car-constants.js';
import { CAR_EXTRAS, type CarCoverLevel, type CarCoverType, type CarExtra } from './car-lists.js';
import {
  ADDITIONAL_DRIVER_MESSAGES,
  CAR_COVER_MESSAGES as C,
  VEHICLE_VALUE_LIMITS_EUR,
  YOUR_CAR_MESSAGES as V,
} from './car-messages.js';

/*
 * car-travel-payment.md 5 (Car), each rule once: the car cards call them on what the customer
 * typed, and the server calls them on the motor quote payload.
 */

export interface CarStartDateContext {
  /** The server's or the browser's day. */
  today: Date;
  /**
   * car-travel-payment.md 9: 'capped at 30 March 2025': the last day a new car policy may start,
   * from configuration (MOTOR_LAST_START_DATE). Without it only the 45-day window applies.
   */
  lastStartDate?: CalendarDate;
}

/** The last day a car policy may start: 45 days ahead, or the cap when that comes first. */
export function lastCarStartDate({ today, lastStartDate }: CarStartDateContext): CalendarDate {
  const window = addDays(calendarDateOf(today), CAR_LIMITS.startDateWindowDays);
  return lastStartDate && compareDates(lastStartDate, window) < 0 ? lastStartDate : window;
}

/** car-travel-payment.md 5: today or later, within 45 days, no later than the cap. */
export function carStartDateProblem(start: CalendarDate, context: CarStartDateContext): Problem {
  if (compareDates(start, calendarDateOf(context.today)) < 0) return C.startDateInPast;
  const last = lastCarStartDate(context);
  return compareDates(start, last) > 0 ? C.startDateTooLate(formatDisplayDate(last)) : undefined;
}

/** A whole number of euro as typed (commas, spaces and € are layout), or nothing. */
export function maskedEuroOf(value: string): number | undefined {
  const digits = stripMoney(value);
  return /^\d{1,9}$/.test(digits) ? Number(digits) : undefined;
}

/** The car's value in whole euro, from €500 to €250,000 (ours). */
export function vehicleValueProblem(euro: number | undefined, typed?: string): Problem {
  if (euro === undefined) return isBlank(typed) ? V.vehicleValueRequired : V.vehicleValueWhole;
  if (euro < VEHICLE_VALUE_LIMITS_EUR.min) return V.vehicleValueTooSmall;
  return euro > VEHICLE_VALUE_LIMITS_EUR.max ? V.vehicleValueTooLarge : undefined;
}

/** A claim's amount in whole euro: masked, commas stripped before sending (section 5). */
export function claimAmountProblem(typed: string): Problem {
  if (isBlank(typed)) return C.claimAmountRequired;
  return maskedEuroOf(typed) === undefined ? C.claimAmountWhole : undefined;
}

/** car-travel-payment.md 9: 'Penalty points: 1 to 12'. */
export function penaltyPointsProblem(points: number | undefined): Problem {
  if (points === undefined) return C.penaltyPointsRequired;
  return Number.isInteger(points) &&
    points >= CAR_LIMITS.minPenaltyPoints &&
    points <= CAR_LIMITS.maxPenaltyPoints
    ? undefined
    : C.penaltyPointsRange;
}

/** A count of 0 to 3 (claims, offences) as a select holds it, or nothing. */
export function countOf(value: string, max: number): number | undefined {
  const text = value.trim();
  if (!/^\d$/.test(text)) return undefined;
  const count = Number(text);
  return count <= max ? count : undefined;
}

/** An additional driver's date of birth as typed: required, a date after 1900, 17 or over. */
export function driverBirthProblem(value: string, today: Date): Problem {
  if (isBlank(value)) return DATE_OF_BIRTH_MESSAGES.required;
  const birth = parseTypedDate(value, 'past', today);
  return birth ? driverBirthDateProblem(birth, today) : DATE_OF_BIRTH_MESSAGES.invalid;
}

export function driverBirthDateProblem(birth: CalendarDate, today: Date): Problem {
  if (birth.year < 1900) return DATE_OF_BIRTH_MESSAGES.before1900;
  return ageOn(birth, calendarDateOf(today)) < MINIMUM_DRIVER_AGE
    ? ADDITIONAL_DRIVER_MESSAGES.driverTooYoung
    : undefined;
}

/**
 * car-travel-payment.md 4: 'Car extras (NCD protection for comprehensive prestige only; extras for
 * comprehensive only)': the extras a cover level offers for a cover type, in the order shown.
 */
export function offeredCarExtras(coverType: CarCoverType, level: CarCoverLevel): CarExtra[] {
  if (coverType !== 'COMPREHENSIVE') return [];
  return CAR_EXTRAS.filter((extra) => extra !== 'ncdProtection' || level === 'prestige');
}
