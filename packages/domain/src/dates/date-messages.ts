import { DISPLAY_DATE_FORMAT } from './calendar-date.js';

/**
 * The date messages every product's forms share. Each is word for word as the spec quotes it.
 */

/**
 * platform.md 5 and home.md 5 (date of birth): not a real date, in the spec's words followed by
 * the format, so the customer reads how to write it (DD/MM/YYYY). Used for every typed date.
 */
export const INVALID_DATE = `Please enter a valid date in the format ${DISPLAY_DATE_FORMAT}`;

/** home.md 5 and car-travel-payment.md 5: a start date must be today or later. */
export const START_DATE_IN_PAST = 'Start date must be today or in the future.';
