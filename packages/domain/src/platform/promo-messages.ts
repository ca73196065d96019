/**
 * home.md 8, word for word, the ellipsis included (the rest is not given): a promotion code that
 * gives no discount. Travel's promotion refuses any other code in the same words.
 */
export const INVALID_PROMO_CODE =
  'This is not a valid promo code, no discount will be provided. Please contact the insurance operations team...';
