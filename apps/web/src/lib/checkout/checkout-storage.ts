import {
  MARKETING_CONSENT_DEFAULTS,
  bindResponseSchema,
  marketingConsentSchema,
  type MarketingConsent,
  type PolicyType,
} from '@wallet/domain';
import { z } from 'zod';
import { createSessionStore } from '../session-store';
import type { BindAnswer, BindRequest } from './checkout-product';

/**
 * What checkout keeps in session storage, per product (platform.md 3.7): the marketing consent
 * inside the product's direct-debit record, the bind request the payment page hands to the
 * thank-you page, the last bind answer (so a reload resumes instead of paying twice) and whether
 * the customer chose to leave while the policy was being generated.
 */
const jsonObject = z.record(z.string(), z.unknown());

/** The last answer about a bind, or that the last call about it failed (home.md 4). */
export type BindOutcome =
  { kind: 'answer'; response: BindAnswer } | { kind: 'call-error'; quoteReference: string };

const bindOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('answer'), response: bindResponseSchema }),
  z.object({ kind: z.literal('call-error'), quoteReference: z.string() }),
]);

const storesOf = (product: PolicyType) => ({
  directDebit: createSessionStore(`wallet:direct-debit:${product}`, jsonObject),
  bindRequest: createSessionStore(`wallet:bind-request:${product}`, jsonObject),
  bindOutcome: createSessionStore(`wallet:bind-outcome:${product}`, bindOutcomeSchema),
  backPressed: createSessionStore(`wallet:bind-back-pressed:${product}`, z.literal(true)),
});

// Without storage the next screen finds nothing and sends the customer back to the wallet, so a
// refused write needs no handling here.

/** home.md 3: the consent record, stored per product under a direct-debit record. */
export function readMarketingConsent(product: PolicyType): MarketingConsent | null {
  const stored = storesOf(product).directDebit.read();
  const parsed = marketingConsentSchema.safeParse(stored?.marketingConsent);
  return parsed.success ? parsed.data : null;
}

export function saveMarketingConsent(product: PolicyType, consent: MarketingConsent): void {
  const { directDebit } = storesOf(product);
  directDebit.write({ ...directDebit.read(), marketingConsent: consent });
}

/** The consent a bind carries: the saved record, or none given when the page was not shown. */
export function consentForBind(product: PolicyType): MarketingConsent {
  return readMarketingConsent(product) ?? MARKETING_CONSENT_DEFAULTS;
}

/**
 * The thank-you page's starting point. A new request replaces any earlier answer and back-press
 * mark: it is a new attempt (after a declined card, for example).
 */
export function saveBindRequest(product: PolicyType, request: BindRequest): void {
  const stores = storesOf(product);
  stores.bindRequest.write(request);
  stores.bindOutcome.clear();
  stores.backPressed.clear();
}

export function readBindRequest(product: PolicyType): BindRequest | null {
  return storesOf(product).bindRequest.read();
}

export function readBindOutcome(product: PolicyType): BindOutcome | null {
  return storesOf(product).bindOutcome.read();
}

export function saveBindOutcome(product: PolicyType, outcome: BindOutcome): void {
  storesOf(product).bindOutcome.write(outcome);
}

/** home.md 4: the customer confirmed leaving while the policy was being generated. */
export function markBackPressed(product: PolicyType): void {
  storesOf(product).backPressed.write(true);
}

export function wasBackPressed(product: PolicyType): boolean {
  return storesOf(product).backPressed.read() === true;
}
