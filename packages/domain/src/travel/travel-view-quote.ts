import { z } from 'zod';
import { formatIsoDate, parseIsoDate } from '../dates/calendar-date.js';
import { parseTypedDate } from '../dates/typed-date.js';
import { isBlank, report, type Problem } from '../fields/field-rules.js';
import { TRIP_TYPES } from './travel-constants.js';
import { TRAVEL_VIEW_QUOTE_MESSAGES as M, YOUR_TRIP_MESSAGES } from './travel-messages.js';
import type { TravelRecalculationRequest } from './travel-quote-response.js';
import { tripStartProblem } from './travel-rules.js';

/**
 * car-travel-payment.md 2, 4 and 5 (Travel view quote): the Annual Multi-Trip switch and the
 * policy start date it asks for, checked by the screen and by the recalculation.
 */

export const travelViewQuoteValuesSchema = z.object({
  isMultiTrip: z.boolean(),
  /** DD/MM/YYYY as typed; only with the switch on. */
  policyStartDate: z.string(),
});
export type TravelViewQuoteValues = z.input<typeof travelViewQuoteValuesSchema>;

export const TRAVEL_VIEW_QUOTE_DEFAULTS: TravelViewQuoteValues = {
  isMultiTrip: false,
  policyStartDate: '',
};

/** car-travel-payment.md 4: turning the switch off goes back to the single trip and clears the date. */
export function withMultiTrip(
  values: TravelViewQuoteValues,
  isMultiTrip: boolean,
): TravelViewQuoteValues {
  return { isMultiTrip, policyStartDate: isMultiTrip ? values.policyStartDate : '' };
}

/** The multi-trip start date: required, from today, within 45 days. */
export function multiTripStartDateProblem(text: string | null | undefined, today: Date): Problem {
  if (isBlank(text)) return M.startDateRequired;
  const start = parseTypedDate(text!, 'near', today) ?? parseIsoDate(text!);
  if (!start) return YOUR_TRIP_MESSAGES.dateInvalid;
  return tripStartProblem(start, TRIP_TYPES.annualMultiTrip, today);
}

/** The recalculation's problems, keyed by its path; empty when it may be priced. */
export function travelRecalculationProblems(
  request: TravelRecalculationRequest,
  today: Date,
): Record<string, string[]> {
  if (!request.is_multi_trip) return {};
  const problem = multiTripStartDateProblem(request.policy_start_date, today);
  return problem ? { policy_start_date: [problem] } : {};
}

/** The body of the recalculation for the switch as the screen holds it. */
export function toTravelRecalculationRequest(
  quoteReference: string,
  values: TravelViewQuoteValues,
  today: Date = new Date(),
): TravelRecalculationRequest {
  const start = values.isMultiTrip
    ? parseTypedDate(values.policyStartDate, 'near', today)
    : undefined;
  return {
    quote_reference: quoteReference,
    is_multi_trip: values.isMultiTrip,
    policy_start_date: start ? formatIsoDate(start) : null,
  };
}

export interface TravelViewQuoteContext {
  today: Date;
}

/** car-travel-payment.md 5: the view quote's schema (the date only with the switch on). */
export function travelViewQuoteSchema({ today }: TravelViewQuoteContext) {
  return travelViewQuoteValuesSchema.superRefine((values, context) => {
    if (values.isMultiTrip) {
      report(
        context,
        ['policyStartDate'],
        multiTripStartDateProblem(values.policyStartDate, today),
      );
    }
  });
}
