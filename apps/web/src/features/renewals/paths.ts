/**
 * The renewal journey's addresses (platform.md 2.1, home.md 2). The types of the renewal view are
 * home, homeDD and homeOther; the rest are home's.
 */
export const RENEWAL_PATHS = {
  view: (type = 'home') => `/wallet/viewRenewalQuote/${type}`,
  summary: '/wallet/viewQuote/home',
  statementOfFact: '/wallet/statementOfFact/home',
  payment: '/wallet/renewal/makePayment/home',
  thankYou: '/wallet/paymentthankyou/home',
} as const;

export const RENEWAL_VIEW_TYPES = ['home', 'homeDD', 'homeOther'] as const;

export const isRenewalViewType = (type: string | undefined): boolean =>
  (RENEWAL_VIEW_TYPES as readonly string[]).includes(type ?? '');

/** What the renewal screens hand on in the history entry: the renewal (not a new quote) is shown. */
export type RenewalLocationState = { renewal: true; policyId?: string };

export function isRenewalLocation(state: unknown): state is RenewalLocationState {
  return (
    typeof state === 'object' && state !== null && (state as { renewal?: unknown }).renewal === true
  );
}

export function policyIdOfLocation(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const policyId = (state as { policyId?: unknown }).policyId;
  return typeof policyId === 'string' ? policyId : undefined;
}
