/**
 * The mobile number's rules and words, without the schema library or the phone-number library,
 * so that a form can draw its fields before either arrives (decision 0008). The schemas are in
 * phone.ts.
 */
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
export const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

/** platform.md 2.3: '+353871234567' -> '*******67'. */
export function maskPhoneNumber(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return '*'.repeat(MASKED_PHONE_STARS) + digits.slice(-MASKED_PHONE_VISIBLE_DIGITS);
}

/** '+353871234567' -> '0871234567': the number as the forms show it. */
export function toNationalMobile(phoneNumber: string): string {
  const compact = withoutSpaces(phoneNumber);
  return compact.startsWith(IRELAND_CALLING_PREFIX)
    ? `0${compact.slice(IRELAND_CALLING_PREFIX.length)}`
    : compact;
}
