import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';

/** platform.md 5 and 9: an Irish mobile as typed, 08 then 8 digits; at most 10 digits. */
export const IRISH_MOBILE_PATTERN = /^08\d{8}$/;
export const MOBILE_NUMBER_MAX_DIGITS = 10;
/** The same number as the identity service stores it (E.164): +3538 then 8 digits. */
export const INTERNATIONAL_IRISH_MOBILE_PATTERN = /^\+3538\d{8}$/;
export const IRELAND_CALLING_PREFIX = '+353';

/** platform.md 2.3: a masked number shows 7 stars and the last 2 digits. */
export const MASKED_PHONE_STARS = 7;
export const MASKED_PHONE_VISIBLE_DIGITS = 2;

/** platform.md 5 and car-travel-payment.md 5: the mobile number's messages, word for word. */
export const MOBILE_NUMBER_MESSAGES = {
  required: 'Mobile number is required',
  tooLong: 'Mobile Number Must be 10 digit',
  /** Sign-up and the mobile-number step of login. */
  invalid: 'Please enter a valid mobile number',
  /** The quote forms' personal details (car-travel-payment.md 5). */
  invalidPersonal: 'Must be a valid Mobile number',
} as const;

/** Spaces a person types to group digits ("087 123 4567") are not part of the number. */
const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

/**
 * An Irish mobile number field: required, then at most 10 digits, then 08 followed by 8 digits,
 * one message at a time. The invalid-number message differs by form, as the spec places it.
 */
export function mobileNumberFieldSchema(invalidMessage: string = MOBILE_NUMBER_MESSAGES.invalid) {
  return z
    .string()
    .transform(withoutSpaces)
    .pipe(
      z
        .string()
        .min(1, MOBILE_NUMBER_MESSAGES.required)
        .pipe(
          z
            .string()
            .max(MOBILE_NUMBER_MAX_DIGITS, MOBILE_NUMBER_MESSAGES.tooLong)
            .regex(IRISH_MOBILE_PATTERN, invalidMessage),
        ),
    );
}

/** The sign-up and login mobile number (platform.md 2.2, car-travel-payment.md 5). */
export const mobileNumberSchema = mobileNumberFieldSchema();

/**
 * platform.md 5: a leading 0 becomes +353 before sending ('0871234567' -> '+353871234567').
 * A number already in international form is only stripped of spaces.
 */
export function toInternationalMobile(mobileNumber: string): string {
  const compact = withoutSpaces(mobileNumber);
  if (compact.startsWith('+')) return compact;
  const parsed = parsePhoneNumberFromString(compact, 'IE');
  if (parsed?.isValid()) return parsed.number;
  return compact.startsWith('0') ? `${IRELAND_CALLING_PREFIX}${compact.slice(1)}` : compact;
}

/** platform.md 2.3: '+353871234567' -> '*******67'. */
export function maskPhoneNumber(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return '*'.repeat(MASKED_PHONE_STARS) + digits.slice(-MASKED_PHONE_VISIBLE_DIGITS);
}

/**
 * A mobile number in a request body: the typed form (08...) or the international form the app
 * sends (+3538...), always answered as +3538 followed by 8 digits.
 */
export const internationalMobileSchema = z
  .string()
  .transform(withoutSpaces)
  .pipe(
    z
      .string()
      .min(1, MOBILE_NUMBER_MESSAGES.required)
      .refine(
        (value) =>
          IRISH_MOBILE_PATTERN.test(value) || INTERNATIONAL_IRISH_MOBILE_PATTERN.test(value),
        MOBILE_NUMBER_MESSAGES.invalid,
      )
      .transform(toInternationalMobile),
  );

/** '+353871234567' -> '0871234567': the number as the forms show it. */
export function toNationalMobile(phoneNumber: string): string {
  const compact = withoutSpaces(phoneNumber);
  return compact.startsWith(IRELAND_CALLING_PREFIX)
    ? `0${compact.slice(IRELAND_CALLING_PREFIX.length)}`
    : compact;
}
