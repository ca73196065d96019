/** platform.md 5 and home.md 9: a policyholder is 18 or over, born on 1900-01-01 or later. */
export const MINIMUM_POLICYHOLDER_AGE = 18;
export const EARLIEST_DATE = '1900-01-01';

/** home.md 9: an e-mail address is at most 50 characters. */
export const EMAIL_MAX_LENGTH = 50;
