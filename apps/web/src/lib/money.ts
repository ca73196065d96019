/**
 * Money is whole cents in the app. A payload field the spec states in euro (a bind's premium, a
 * direct debit's instalment) takes its amount from here, at the edge, and nowhere else.
 */
export function euroAmountOf(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Expected whole cents, got ${cents}`);
  return cents / 100;
}
