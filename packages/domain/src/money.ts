/** home.md 9: monthly home payment is 12 instalments. */
export const HOME_MONTHLY_INSTALMENTS = 12;

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
  return Math.ceil(annualCents / HOME_MONTHLY_INSTALMENTS);
}

/**
 * Number formats are made on first use: making one loads the locale's data (about 14 ms in a
 * browser, four times that on a mid-range phone), work a page that shows no amount should not do.
 */
function lazyFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat('en-IE', options));
}

const EURO = lazyFormat({
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** home.md 2 and 5: amounts show two decimals with a euro prefix, e.g. €1,234.50. */
export function formatEuro(cents: number): string {
  assertWholeCents(cents);
  return EURO().format(cents / 100);
}

const WHOLE_EURO = lazyFormat({
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** A limit or sum stated in whole euro, e.g. €175,000; cents below a euro are dropped by rounding. */
export function formatWholeEuro(cents: number): string {
  assertWholeCents(cents);
  return WHOLE_EURO().format(cents / 100);
}

/** Whole euro to cents, for sums and premiums the spec states in euro. */
export function euroToCents(euro: number): number {
  const cents = Math.round(euro * 100);
  assertWholeCents(cents);
  return cents;
}
