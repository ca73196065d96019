/*
 * The arithmetic every rating engine prices with: whole cents and integer factors, so a price
 * never depends on binary fractions and a worked example prices to the cent.
 */

/** A multiplier in basis points: 10_000 is x1.00, 11_000 is x1.10, 9_000 is x0.90. */
export type Factor = number;
export const UNIT_FACTOR: Factor = 10_000;

/**
 * numerator / denominator rounded half up, for a non-negative integer numerator and a positive
 * integer denominator. Integer-only so a result never depends on binary fractions.
 */
export function roundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || numerator < 0) {
    throw new RangeError(`Expected a non-negative whole amount, got ${numerator}`);
  }
  const twice = 2 * numerator + denominator;
  const divisor = 2 * denominator;
  let quotient = Math.floor(twice / divisor);
  const remainder = twice - quotient * divisor;
  if (remainder < 0) quotient -= 1;
  else if (remainder >= divisor) quotient += 1;
  return quotient;
}

/** cents x factor, rounded half up to the cent. */
export function applyFactor(cents: number, factor: Factor): number {
  return roundHalfUp(cents * factor, UNIT_FACTOR);
}

/** percent of cents (a whole or decimal percent, e.g. 5 or 12.5), rounded half up to the cent. */
export function percentOf(cents: number, percent: number): number {
  return applyFactor(cents, Math.round(percent * 100));
}
