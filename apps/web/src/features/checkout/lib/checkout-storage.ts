import {
  MARKETING_CONSENT_DEFAULTS,
  homeBindResponseSchema,
  marketingConsentSchema,
  type HomeBindRequest,
  type HomeBindResponse,
  type MarketingConsent,
  type PolicyType,
} from '@wallet/domain';

/**
 * What checkout keeps in session storage, per product (platform.md 3.7): the marketing consent
 * inside the product's direct-debit record, the bind request the payment page hands to the
 * thank-you page, the last bind answer (so a reload resumes instead of paying twice) and whether
 * the customer chose to leave while the policy was being generated.
 */
const keys = (product: PolicyType) => ({
  directDebit: `wallet:direct-debit:${product}`,
  bindRequest: `wallet:bind-request:${product}`,
  bindOutcome: `wallet:bind-outcome:${product}`,
  backPressed: `wallet:bind-back-pressed:${product}`,
});

function read(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Without storage the next screen finds nothing and sends the customer back to the wallet.
  }
}

function remove(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}

const fieldOf = (value: unknown, field: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : null;

/** home.md 3: the consent record, stored per product under a direct-debit record. */
export function readMarketingConsent(product: PolicyType): MarketingConsent | null {
  const stored = fieldOf(read(keys(product).directDebit), 'marketingConsent');
  const parsed = marketingConsentSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export function saveMarketingConsent(product: PolicyType, consent: MarketingConsent): void {
  const stored = read(keys(product).directDebit);
  const rest = typeof stored === 'object' && stored !== null ? stored : {};
  write(keys(product).directDebit, { ...rest, marketingConsent: consent });
}

/** The consent a bind carries: the saved record, or none given when the page was not shown. */
export function consentForBind(product: PolicyType): MarketingConsent {
  return readMarketingConsent(product) ?? MARKETING_CONSENT_DEFAULTS;
}

/**
 * The thank-you page's starting point. A new request replaces any earlier answer and back-press
 * mark: it is a new attempt (after a declined card, for example).
 */
export function saveBindRequest(product: PolicyType, request: HomeBindRequest): void {
  const { bindRequest, bindOutcome, backPressed } = keys(product);
  write(bindRequest, request);
  remove(bindOutcome);
  remove(backPressed);
}

export function readBindRequest(product: PolicyType): HomeBindRequest | null {
  const stored = read(keys(product).bindRequest);
  const looksLikeOne =
    typeof fieldOf(fieldOf(stored, 'payment_details'), 'quote_reference') === 'string';
  // The server checks the request in full; this only tells a request from left-over junk.
  return looksLikeOne ? (stored as HomeBindRequest) : null;
}

/** The last answer about a bind, or that the last call about it failed (home.md 4). */
export type BindOutcome =
  { kind: 'answer'; response: HomeBindResponse } | { kind: 'call-error'; quoteReference: string };

export function readBindOutcome(product: PolicyType): BindOutcome | null {
  const stored = read(keys(product).bindOutcome);
  const kind = fieldOf(stored, 'kind');
  if (kind === 'answer') {
    const response = homeBindResponseSchema.safeParse(fieldOf(stored, 'response'));
    return response.success ? { kind, response: response.data } : null;
  }
  const quoteReference = fieldOf(stored, 'quoteReference');
  if (kind === 'call-error' && typeof quoteReference === 'string') return { kind, quoteReference };
  return null;
}

export function saveBindOutcome(product: PolicyType, outcome: BindOutcome): void {
  write(keys(product).bindOutcome, outcome);
}

/** home.md 4: the customer confirmed leaving while the policy was being generated. */
export function markBackPressed(product: PolicyType): void {
  write(keys(product).backPressed, true);
}

export function wasBackPressed(product: PolicyType): boolean {
  return read(keys(product).backPressed) === true;
}
