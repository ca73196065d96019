import { addDays, daysInMonth, formatIsoDate, parseIsoDate } from '../dates/calendar-date.js';
import { CLAIM_LIMITS as L } from './claim-constants.js';
import { CLAIM_MESSAGES as M } from './claim-messages.js';

/**
 * The claim's rules (issue 44), the same in the form and the API: each answers the message for
 * what is wrong, or null.
 */

/** The policy as the claim rules see it: its period, the last day cover was given included. */
export interface ClaimedPolicy {
  startDate: string;
  /** The last day of cover: the period's end, or the day a cancellation ended it. */
  endDate: string;
  claimsPhoneNumber: string;
}

/**
 * The last day a claim may be made on a policy whose cover ended on `endDate`: the same day a year
 * later (28 February for a 29 February).
 */
export function lastClaimDay(endDate: string): string {
  const end = parseIsoDate(endDate);
  if (!end) throw new RangeError(`Not a date: ${endDate}`);
  const year = end.year + L.claimYearsAfterCover;
  const day = Math.min(end.day, daysInMonth(year, end.month));
  return formatIsoDate({ year, month: end.month, day });
}

/**
 * Why no claim can be made on this policy today, or null: it has not started, or its cover ended
 * more than a year ago (lastClaimDay).
 */
export function claimablePolicyProblem(policy: ClaimedPolicy, today: string): string | null {
  if (today < policy.startDate) return M.policyNotStarted;
  if (today > lastClaimDay(policy.endDate)) return M.policyNotClaimable(policy.claimsPhoneNumber);
  return null;
}

/** The incident's date: a real date, not in the future, inside the policy's cover. */
export function incidentDateProblem(
  isoDate: string | undefined,
  policy: Pick<ClaimedPolicy, 'startDate' | 'endDate'>,
  today: string,
): string | null {
  if (!isoDate) return M.incidentDateRequired;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || !parseIsoDate(isoDate)) {
    return M.incidentDateInvalid;
  }
  if (isoDate > today) return M.incidentDateInFuture;
  if (isoDate < policy.startDate) return M.incidentDateBeforeCover(policy.startDate);
  if (isoDate > policy.endDate) return M.incidentDateAfterCover(policy.endDate);
  return null;
}

/**
 * A claim on cover whose terms limit the days after the incident it may be made in, made later:
 * the message sends the customer to the phone. Null within the limit or without one.
 */
export function incidentTooLongAgoProblem(
  incidentDate: string,
  withinDays: number | undefined,
  today: string,
  claimsPhoneNumber: string,
): string | null {
  if (withinDays === undefined) return null;
  const incident = parseIsoDate(incidentDate);
  if (!incident) return null;
  return formatIsoDate(addDays(incident, withinDays)) < today
    ? M.incidentTooLongAgo(withinDays, claimsPhoneNumber)
    : null;
}

const isBlank = (text: string | undefined) => !text || text.trim() === '';

export function descriptionProblem(text: string | undefined): string | null {
  if (isBlank(text)) return M.descriptionRequired;
  return text!.trim().length > L.descriptionMaxLength ? M.descriptionTooLong : null;
}

export function placeProblem(text: string | undefined): string | null {
  if (isBlank(text)) return M.placeRequired;
  return text!.trim().length > L.shortTextMaxLength ? M.placeTooLong : null;
}

/** An optional short text (a Garda report number, the other party's details). */
export const shortTextProblem = (text: string | undefined): string | null =>
  text !== undefined && text.trim().length > L.shortTextMaxLength ? M.textTooLong : null;

/** One damaged or lost thing: its name, and its cost in whole euro as typed or sent. */
export interface ClaimItemAnswer {
  description: string;
  estimate: string;
}

export function itemDescriptionProblem(text: string): string | null {
  if (isBlank(text)) return M.itemDescriptionRequired;
  return text.trim().length > L.itemDescriptionMaxLength ? M.itemDescriptionTooLong : null;
}

/** The cost in whole euro: digits, with thousands commas allowed as the money fields show them. */
export function itemEstimateProblem(text: string): string | null {
  if (isBlank(text)) return M.itemEstimateRequired;
  const digits = text.trim().replace(/^€\s*/, '');
  if (!/^\d{1,3}(,\d{3})*$|^\d+$/.test(digits)) return M.itemEstimateInvalid;
  const euro = Number(digits.replaceAll(',', ''));
  if (euro < 1) return M.itemEstimateInvalid;
  return euro > L.itemEstimateMaxEuro ? M.itemEstimateTooHigh : null;
}

/** The cost in cents of an estimate the rules accepted. */
export const itemEstimateCents = (text: string): number =>
  Number(text.trim().replace(/^€\s*/, '').replaceAll(',', '')) * 100;

export function itemsCountProblem(count: number): string | null {
  if (count < 1) return M.itemsRequired;
  return count > L.maxItems ? M.tooManyItems : null;
}

/** The trip a travel claim is about: where to, and the day back on or after the day out. */
export function tripProblems(trip: {
  destination: string;
  departureDate: string | undefined;
  returnDate: string | undefined;
}): { destination?: string; departureDate?: string; returnDate?: string } {
  const problems: { destination?: string; departureDate?: string; returnDate?: string } = {};
  if (isBlank(trip.destination)) problems.destination = M.tripDestinationRequired;
  else if (trip.destination.trim().length > L.shortTextMaxLength) {
    problems.destination = M.textTooLong;
  }
  const departure = trip.departureDate && parseIsoDate(trip.departureDate);
  if (!trip.departureDate) problems.departureDate = M.tripDepartureRequired;
  else if (!departure) problems.departureDate = M.tripDateInvalid;
  if (trip.returnDate) {
    if (!parseIsoDate(trip.returnDate)) problems.returnDate = M.tripDateInvalid;
    else if (departure && trip.returnDate < trip.departureDate!) {
      problems.returnDate = M.tripReturnBeforeDeparture;
    }
  }
  return problems;
}

/** A message on the claim's thread, either way. */
export function messageProblem(text: string | undefined): string | null {
  if (isBlank(text)) return M.messageRequired;
  return text!.trim().length > L.messageMaxLength ? M.messageTooLong : null;
}
