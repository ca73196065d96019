import { POLICY_TYPES, type PolicyType } from '@wallet/domain';
import { z } from 'zod';
import { createSessionStore } from '../session-store';

/**
 * platform.md 3.7 'Quote-payment record': what the checkout needs of the quote the customer chose
 * (price, reference, insurer), handed over by the product's view-quote screen. It lives in session
 * storage per product, so consent, sign-in and payment survive a reload and end with the tab.
 * Records stored by earlier builds also carry a monthly price: it is ignored, since the checkout
 * works its instalments out from the annual premium.
 */
const quotePaymentSchema = z.object({
  product: z.enum(POLICY_TYPES),
  quoteReference: z.string(),
  /** The insurer's scheme code: the bind's product_selected. */
  schemeCode: z.string(),
  insurer: z.string(),
  /** The annual premium in cents. */
  priceCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  /** The policy start date, YYYY-MM-DD. */
  startDate: z.string(),
  /**
   * What the product's view-quote screen says about the quote for the summary before Buy, in the
   * product's own shape: only the product's checkout entry reads it (products.ts summaryOf).
   */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type QuotePayment = z.infer<typeof quotePaymentSchema>;

const storeOf = (product: PolicyType) =>
  createSessionStore(`wallet:quote-payment:${product}`, quotePaymentSchema);

export function saveQuotePayment(record: QuotePayment): void {
  // Without storage the payment page finds no quote and sends the customer to the wallet.
  storeOf(record.product).write(record);
}

export function readQuotePayment(product: PolicyType): QuotePayment | null {
  const record = storeOf(product).read();
  return record?.product === product ? record : null;
}

export function clearQuotePayment(product: PolicyType): void {
  storeOf(product).clear();
}
