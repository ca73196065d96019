import { LOGIN_VALIDATION_MESSAGES } from '../profile/account-messages.js';
import { INVALID_DATE } from '../dates/date-messages.js';

/**
 * The messages of a policyholder's date of birth and e-mail, the same in every product's About
 * you (platform.md 5, home.md 5), word for word as the spec quotes them.
 */

export const DATE_OF_BIRTH_MESSAGES = {
  required: 'Date of birth is required',
  invalid: INVALID_DATE,
  before1900: 'Please enter a date after 1900',
  under18: 'You must be over 18 to take out a policy',
} as const;

export const EMAIL_MESSAGES = {
  required: LOGIN_VALIDATION_MESSAGES.emailRequired,
  invalid: LOGIN_VALIDATION_MESSAGES.emailInvalid,
  tooLong: 'Email must be less then 50 chars',
} as const;
