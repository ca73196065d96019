import type { PolicyType } from '@wallet/domain';

/**
 * platform.md 3.7 'Quote-payment record': what the checkout needs of the quote the customer chose
 * (price, reference, monthly price, insurer), handed over by the product's view-quote screen. It
 * lives in session storage per product, so consent, sign-in and payment survive a reload and end
 * with the tab.
 */
export type QuotePayment = {
  product: PolicyType;
  quoteReference: string;
  /** The insurer's scheme code: the bind's product_selected. */
  schemeCode: string;
  insurer: string;
  /** The annual premium in cents. */
  priceCents: number;
  /** Each monthly instalment in cents, when the product may be paid monthly. */
  monthlyCents: number | null;
  /** The policy start date, YYYY-MM-DD. */
  startDate: string;
};

const keyOf = (product: PolicyType) => `wallet:quote-payment:${product}`;

export function saveQuotePayment(record: QuotePayment): void {
  try {
    sessionStorage.setItem(keyOf(record.product), JSON.stringify(record));
  } catch {
    // Without storage the payment page finds no quote and sends the customer to the wallet.
  }
}

function isQuotePayment(value: unknown, product: PolicyType): value is QuotePayment {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.product === product &&
    typeof record.quoteReference === 'string' &&
    typeof record.schemeCode === 'string' &&
    typeof record.insurer === 'string' &&
    Number.isSafeInteger(record.priceCents) &&
    (record.monthlyCents === null || Number.isSafeInteger(record.monthlyCents)) &&
    typeof record.startDate === 'string'
  );
}

export function readQuotePayment(product: PolicyType): QuotePayment | null {
  try {
    const raw = sessionStorage.getItem(keyOf(product));
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isQuotePayment(value, product) ? value : null;
  } catch {
    return null;
  }
}

export function clearQuotePayment(product: PolicyType): void {
  try {
    sessionStorage.removeItem(keyOf(product));
  } catch {
    // Nothing stored.
  }
}
