import { parseIsoDate, type CalendarDate } from '../dates/calendar-date.js';

/**
 * What the car form needs of the server's configuration before the customer types: the last day
 * a new car policy may start (car-travel-payment.md 9, 'capped at 30 March 2025';
 * MOTOR_LAST_START_DATE), or null when only the 45-day window applies. Our call: the spec shows
 * the cap without saying where it comes from.
 */
export const CAR_QUOTE_PARAMETERS_PATH = '/motor/quote_parameters';

export interface CarQuoteParameters {
  /** YYYY-MM-DD, or null. */
  last_start_date: string | null;
}

/**
 * The parameters as the form reads them, checked by hand so the get-quote page needs no schema
 * library before its fields are drawn (decision 0008); null when the answer is not of this shape.
 */
export function readCarQuoteParameters(answer: unknown): CarQuoteParameters | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const last = (answer as Record<string, unknown>).last_start_date;
  if (last === null) return { last_start_date: null };
  return typeof last === 'string' && parseIsoDate(last) ? { last_start_date: last } : null;
}

/** The cap as the car rules take it. */
export function lastStartDateOf(parameters: CarQuoteParameters | null): CalendarDate | undefined {
  const last = parameters?.last_start_date;
  return last ? parseIsoDate(last) : undefined;
}
