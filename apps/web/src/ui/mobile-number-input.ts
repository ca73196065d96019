/**
 * How every Irish mobile number box asks for its number: the phone keypad, and the browser's
 * autofill of the number as it is dialled at home (0871234567), which the rules take. Not
 * `type="tel"`: HTML allows the national-number autofill field only on a text input, and the
 * keypad comes from `inputMode` alike.
 */
export const MOBILE_NUMBER_INPUT = {
  inputMode: 'tel',
  autoComplete: 'tel-national',
} as const;
