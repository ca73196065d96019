import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import {
  INTERNATIONAL_IRISH_MOBILE_PATTERN,
  IRELAND_CALLING_PREFIX,
  IRISH_MOBILE_PATTERN,
  MOBILE_NUMBER_MAX_DIGITS,
  MOBILE_NUMBER_MESSAGES,
  withoutSpaces,
} from './phone-rules.js';

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
