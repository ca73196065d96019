/**
 * home.md 9: a monthly plan is 12 instalments (car joins its first two into the deposit,
 * car-instalments.ts).
 */
export const MONTHLY_INSTALMENTS = 12;

function assertWholeCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Expected whole cents, got ${cents}`);
}

/**
 * home.md 9: the annual premium divided by 12, rounded up to the cent, with no extra cost of
 * credit.
 */
export function monthlyPrice(annualCents: number): number {
  assertWholeCents(annualCents);
  if (annualCents < 0) throw new RangeError(`A premium cannot be negative, got ${annualCents}`);
  return Math.ceil(annualCents / MONTHLY_INSTALMENTS);
}

/**
 * Digits grouped in threes with commas, as amounts are written in Ireland: 1234567 → 1,234,567.
 * Written out rather than asked of Intl.NumberFormat: the first locale format a page makes loads
 * the browser's locale data, 30 to 70 ms on a fast machine and four times that on a mid-range
 * phone, in the middle of a landing page's start (decision 0023).
 */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** home.md 2 and 5: amounts show two decimals with a euro prefix, e.g. €1,234.50. */
export function formatEuro(cents: number): string {
  assertWholeCents(cents);
  const whole = Math.abs(cents);
  const euro = groupThousands(String(Math.trunc(whole / 100)));
  const sign = cents < 0 ? '-' : '';
  return `${sign}€${euro}.${String(whole % 100).padStart(2, '0')}`;
}

/** A limit or sum stated in whole euro, e.g. €175,000; cents below a euro are dropped by rounding. */
export function formatWholeEuro(cents: number): string {
  assertWholeCents(cents);
  // Half a euro rounds away from zero, as Intl.NumberFormat's default rounding does.
  const euro = Math.trunc((Math.abs(cents) + 50) / 100);
  const sign = cents < 0 && euro > 0 ? '-' : '';
  return `${sign}€${groupThousands(String(euro))}`;
}

/** Whole euro to cents, for sums and premiums the spec states in euro. */
export function euroToCents(euro: number): number {
  const cents = Math.round(euro * 100);
  assertWholeCents(cents);
  return cents;
}
