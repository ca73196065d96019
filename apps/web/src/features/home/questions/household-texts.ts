/**
 * home.md 2: the terms acceptance of the household page. The spec requires it without giving its
 * words; these are ours.
 */
export const HOUSEHOLD_TERMS_LABEL =
  'I confirm that my answers are true and complete, and I accept the terms and conditions of this quote.';
