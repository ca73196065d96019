/**
 * The policyholder's contact details (home.md 5), checked with the schema library and the phone
 * rules; apart from home-answer-rules.ts so that a form's fields can use those rules without
 * loading either library first.
 */
import { z } from 'zod';
import { mobileNumberFieldSchema } from '../phone.js';
import { MOBILE_NUMBER_MESSAGES } from '../phone-rules.js';
import type { Problem } from './home-field-rules.js';
import { HOME_FIELD_LENGTHS } from './home-limits.js';
import { ABOUT_YOU_MESSAGES } from './home-messages.js';

const phoneSchema = mobileNumberFieldSchema(MOBILE_NUMBER_MESSAGES.invalidPersonal);
const emailFormatSchema = z.email();

/** home.md 5: an Irish mobile number, 10 digits, required. */
export function phoneProblem(value: string): Problem {
  const result = phoneSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** home.md 5: a valid e-mail address of at most 50 characters, required. */
export function emailProblem(value: string): Problem {
  const email = value.trim();
  if (!email) return ABOUT_YOU_MESSAGES.emailRequired;
  if (email.length > HOME_FIELD_LENGTHS.emailMax) return ABOUT_YOU_MESSAGES.emailTooLong;
  return emailFormatSchema.safeParse(email).success ? undefined : ABOUT_YOU_MESSAGES.emailInvalid;
}
