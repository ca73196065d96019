import {
  ageOn,
  calendarDateOf,
  compareDates,
  parseIsoDate,
  type CalendarDate,
} from '../dates/calendar-date.js';
import { parseTypedDate } from '../dates/typed-date.js';
import { isBlank, type Problem } from '../fields/field-rules.js';
import { EARLIEST_DATE, MINIMUM_POLICYHOLDER_AGE } from './person-limits.js';
import { DATE_OF_BIRTH_MESSAGES } from './person-messages.js';

/*
 * platform.md 5 and home.md 5: a policyholder's date of birth, the same rule in every product's
 * About you and in the server's checks of each quote.
 */

const EARLIEST: CalendarDate = parseIsoDate(EARLIEST_DATE)!;

/** A policyholder born on 1900-01-01 or later, 18 or over today. */
export function birthDateProblem(birth: CalendarDate, today: Date): Problem {
  if (compareDates(birth, EARLIEST) < 0) return DATE_OF_BIRTH_MESSAGES.before1900;
  if (ageOn(birth, calendarDateOf(today)) < MINIMUM_POLICYHOLDER_AGE) {
    return DATE_OF_BIRTH_MESSAGES.under18;
  }
  return undefined;
}

/** A date of birth as typed (typed-date.ts), required, then as birthDateProblem. */
export function dateOfBirthProblem(value: string, today: Date): Problem {
  if (isBlank(value)) return DATE_OF_BIRTH_MESSAGES.required;
  const birth = parseTypedDate(value, 'past', today);
  return birth ? birthDateProblem(birth, today) : DATE_OF_BIRTH_MESSAGES.invalid;
}
