import {
  addDays,
  ageOn,
  calendarDateOf,
  compareDates,
  daysBetween,
  type CalendarDate,
} from '../dates/calendar-date.js';
import { isBlank, type Problem } from '../fields/field-rules.js';
import {
  CHILDREN_LIMITS,
  DESTINATION_ZONES,
  TRAVEL_LIMITS,
  TRAVEL_EXTRAS,
  TRAVEL_PROMO,
  TRIP_TYPES,
  insuresChildren,
  isTravelPromoCode,
  type DestinationZone,
  type InsuredPersonType,
  type TravelExtra,
  type TripType,
} from './travel-constants.js';
import { isCountryInZone } from './travel-countries.js';
import { COVER_EXTRA_FIELDS } from './your-travel-cover-values.js';
import {
  TRAVEL_PROMO_MESSAGES,
  YOUR_TRAVEL_COVER_MESSAGES,
  YOUR_TRIP_MESSAGES,
} from './travel-messages.js';

/*
 * car-travel-payment.md 5 (Travel), each rule once: the Your trip and Your cover forms and the
 * view quote call them on what the customer chose, and the server calls them on the quote
 * payload and the recalculation (travel-quote-rules.ts). Dates are calendar days; the day of
 * "today" is the caller's (the browser's, or the server's clock).
 */

const T = YOUR_TRIP_MESSAGES;

/**
 * A start date from today to 180 days ahead for a single trip, 45 days for an annual multi-trip
 * policy (also the view quote's multi-trip start date).
 */
export function tripStartProblem(start: CalendarDate, tripType: TripType, today: Date): Problem {
  const day = calendarDateOf(today);
  if (compareDates(start, day) < 0) return T.startDateInPast;
  const ahead = daysBetween(day, start);
  if (tripType === TRIP_TYPES.annualMultiTrip) {
    return ahead > TRAVEL_LIMITS.multiTripStartMaxDaysAhead ? T.multiTripStartTooFar : undefined;
  }
  return ahead > TRAVEL_LIMITS.singleTripStartMaxDaysAhead ? T.singleTripStartTooFar : undefined;
}

/** A single trip's end: after its start, at most 180 days after it. */
export function tripEndProblem(start: CalendarDate, end: CalendarDate): Problem {
  if (compareDates(end, start) <= 0) return T.endDateNotAfterStart;
  return daysBetween(start, end) > TRAVEL_LIMITS.tripMaxDays ? T.endDateTooFar : undefined;
}

/** A single trip names a country its zone covers; an annual multi-trip names none. */
export function destinationCountryProblem(
  tripType: TripType,
  zone: DestinationZone | undefined,
  country: string | null | undefined,
): Problem {
  if (tripType !== TRIP_TYPES.single) return undefined;
  if (isBlank(country)) return T.countryRequired;
  if (zone === undefined) return undefined;
  return isCountryInZone(country!.trim(), zone) ? undefined : T.countryNotInZone;
}

/** 1 to 7 children for you and family or you and children; none otherwise. */
export function childrenProblem(
  insuredPerson: InsuredPersonType,
  children: number | undefined,
): Problem {
  if (!insuresChildren(insuredPerson)) return undefined;
  return children !== undefined &&
    Number.isInteger(children) &&
    children >= CHILDREN_LIMITS.min &&
    children <= CHILDREN_LIMITS.max
    ? undefined
    : T.childrenRequired;
}

export interface CarHireEligibility {
  /** The car hire question is asked (and must be answered). */
  eligible: boolean;
  /** Why it is not offered, when that is known. */
  notice?: string;
}

/**
 * car-travel-payment.md 4, 5 and 9: car hire excess is for a policyholder aged 21 to 75 (on the
 * day of the quote) going to Europe. Until the date of birth and the zone are both known it is
 * not yet offered, and no notice is shown for what is not known.
 */
export function carHireEligibility(input: {
  dateOfBirth: CalendarDate | undefined;
  zone: DestinationZone | undefined;
  today: Date;
}): CarHireEligibility {
  const age = input.dateOfBirth && ageOn(input.dateOfBirth, calendarDateOf(input.today));
  if (
    age !== undefined &&
    (age < TRAVEL_LIMITS.carHireMinAge || age > TRAVEL_LIMITS.carHireMaxAge)
  ) {
    return { eligible: false, notice: YOUR_TRAVEL_COVER_MESSAGES.carHireAgeNotice };
  }
  if (input.zone !== undefined && input.zone !== DESTINATION_ZONES.europe) {
    return { eligible: false, notice: YOUR_TRAVEL_COVER_MESSAGES.carHireZoneNotice };
  }
  return { eligible: age !== undefined && input.zone !== undefined };
}

/**
 * The extras Your cover offers, in id order: winter sports and business always, car hire when
 * carHireEligibility allows it. Private medical insurance is never among them: it is the About you
 * answer on health cover abroad, carried in the quote's extras only so that the insurer rates it.
 */
export function offeredTravelExtras(
  input: Parameters<typeof carHireEligibility>[0],
): TravelExtra[] {
  const carHireOffered = carHireEligibility(input).eligible;
  return Object.values(COVER_EXTRA_FIELDS)
    .filter((id) => id !== TRAVEL_EXTRAS.carHire || carHireOffered)
    .sort((a, b) => a - b);
}

/** car-travel-payment.md 9: SUMMER10 is the travel promotion; any other code is refused. */
export function travelPromoCodeProblem(promoCode: string | null | undefined): Problem {
  if (isBlank(promoCode)) return undefined;
  return isTravelPromoCode(promoCode) ? undefined : TRAVEL_PROMO_MESSAGES.invalid;
}

/** The promotion's discount in percent for a code (0 without SUMMER10). */
export function travelPromoDiscountPercent(promoCode: string | null | undefined): number {
  return isTravelPromoCode(promoCode) ? TRAVEL_PROMO.discountPercent : 0;
}

/**
 * The last day of cover: a single trip's end date; an annual multi-trip policy runs a year, to the
 * day before the same date a year on.
 */
export function travelCoverEnd(
  tripType: TripType,
  start: CalendarDate,
  end: CalendarDate | undefined,
): CalendarDate {
  if (tripType === TRIP_TYPES.single && end) return end;
  // A policy from 29 February has no same date a year on: it ends on 28 February.
  if (start.month === 2 && start.day === 29) return { year: start.year + 1, month: 2, day: 28 };
  return addDays({ ...start, year: start.year + 1 }, -1);
}

/** car-travel-payment.md 7: cover_days, the days of cover counting the first and the last. */
export function coverDaysOf(
  tripType: TripType,
  start: CalendarDate,
  end: CalendarDate | undefined,
): number {
  return daysBetween(start, travelCoverEnd(tripType, start, end)) + 1;
}
