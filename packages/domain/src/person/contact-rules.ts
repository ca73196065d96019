/**
 * The policyholder's contact details (platform.md 5, home.md 5), the same in every product's About
 * you, checked with the schema library and the phone rules; apart from birth-date-rules.ts so that
 * a form's fields can use those rules without loading either library first.
 */
import { z } from 'zod';
import { mobileNumberFieldSchema } from './phone.js';
import { MOBILE_NUMBER_MESSAGES } from './phone-rules.js';
import type { Problem } from '../fields/field-rules.js';
import { EMAIL_MAX_LENGTH } from './person-limits.js';
import { EMAIL_MESSAGES } from './person-messages.js';

const phoneSchema = mobileNumberFieldSchema(MOBILE_NUMBER_MESSAGES.invalidPersonal);
const emailFormatSchema = z.email();

/** An Irish mobile number, 10 digits, required. */
export function phoneProblem(value: string): Problem {
  const result = phoneSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** A valid e-mail address of at most 50 characters, required. */
export function emailProblem(value: string): Problem {
  const email = value.trim();
  if (!email) return EMAIL_MESSAGES.required;
  if (email.length > EMAIL_MAX_LENGTH) return EMAIL_MESSAGES.tooLong;
  return emailFormatSchema.safeParse(email).success ? undefined : EMAIL_MESSAGES.invalid;
}
