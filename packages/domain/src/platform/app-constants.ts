/**
 * The product's name, as the wordmark, the page titles, the messages and the card payment's
 * merchant (shown by the bank's 3-D Secure panel) give it: one name everywhere.
 */
export const PRODUCT_NAME = 'Insurance Wallet';

/** platform.md 9: the UI version header value every call carries. */
export const UI_VERSION = 'release/1.27.22/1';
/** The spec names the header but not its spelling; see docs/decisions/0001-stack-and-layout.md. */
export const UI_VERSION_HEADER = 'x-ui-version';

/**
 * A cookie the app can read, set and cleared beside the HttpOnly refresh cookie: while it is
 * there a session may be waiting to be restored, and without it the app knows at once that
 * nobody is signed in, with no refresh call to answer 401 (docs/decisions/0008). It names no one,
 * only which kind of page to send first (`sessionHintOf`); the refresh cookie remains the only
 * proof of a session, and the hint authorises nothing.
 */
export const SESSION_HINT_COOKIE = 'wallet_session';

/** A customer's session hint: any other value that is not a staff role reads as a customer's. */
const CUSTOMER_SESSION_HINT = '1';
/** The staff whose wallet is the agent workspace's landing (platform.md 2.6). */
const AGENT_HINTS = ['agent', 'super_agent'];

/**
 * The session hint's value for a session of `role`: a customer's '1', a member of staff's their
 * role, so the server can send a branch agent their wallet's frame (decision 0051).
 */
export function sessionHintOf(role: string): string {
  return role === 'customer' ? CUSTOMER_SESSION_HINT : role;
}

/** Who a session hint's value says may be signed in, for the page to send first. */
export function sessionHintedBy(value: string | undefined): 'none' | 'customer' | 'agent' {
  if (!value) return 'none';
  return AGENT_HINTS.includes(value) ? 'agent' : 'customer';
}

/** platform.md 9: the application header switches to the desktop layout at this width. */
export const DESKTOP_MIN_WIDTH_PX = 992;
/** platform.md 9: the shared widget library's desktop width. */
export const WIDGET_DESKTOP_MIN_WIDTH_PX = 720;

/** platform.md 9: session timings, in milliseconds. */
export const SESSION_TIMINGS = {
  idleWarningAfterMs: 15 * 60 * 1000,
  idleCountdownMs: 60 * 1000,
  idleCheckEveryMs: 60 * 1000,
  sessionPollEveryMs: 5 * 1000,
  menuToggleDebounceMs: 500,
  popoverHideDelayMs: 250,
} as const;

/** platform.md 2.12 defaults of the shared widgets. */
export const COUNTER_DEFAULTS = { min: 0, max: 10, initial: 1, step: 1 } as const;
export const STAR_RATING_DEFAULT_STARS = 5;
export const TEXT_AREA_DEFAULTS = { rows: 5, cols: 5 } as const;

/** Where a 412 answer sends the browser (platform.md 7): the bank's public insurance site. */
export const PUBLIC_SITE_URL = 'https://www.bankofireland.com/insurance/';

/** car-travel-payment.md 9: new motor sales ended at close of business on this day. */
export const CAR_SALES_END_DATE = '17 April 2025';

/**
 * The app's page of one policy and its documents (/documents/policy/{policy_id}): where the
 * purchase e-mail sends the customer, and the web app's route.
 */
export const policyDocumentsPath = (policyId: string) =>
  `/documents/policy/${encodeURIComponent(policyId)}`;

/**
 * The app's withdrawal function for one policy (issue 43): where the purchase e-mail sends the
 * customer during the withdrawal period. The page chooses the policy it names.
 */
export const policyWithdrawalPath = (type: string, policyId?: string) =>
  `/manage/product/${type}/withdraw${policyId ? `?policy=${encodeURIComponent(policyId)}` : ''}`;

/**
 * The app's Pay now for one missed direct debit (issue 45): where the reminder e-mail and the
 * policy page send the customer. The page chooses the policy it names and pays the debit of that
 * day (YYYY-MM-DD).
 */
export const missedDebitPaymentPath = (type: string, policyId: string, dueDate: string) =>
  `/manage/product/${type}/pay-missed-debit?policy=${encodeURIComponent(policyId)}&debit=${encodeURIComponent(dueDate)}`;

/**
 * The app's Change bank account for one policy paid by direct debit (issue 45): the policy page's
 * link, which the missed debit's reminder e-mail gives too. The page chooses the policy it names.
 */
export const bankAccountChangePath = (type: string, policyId: string) =>
  `/manage/product/${type}/bank-account?policy=${encodeURIComponent(policyId)}`;

/**
 * The app's page for a document link that opens nothing (expired, changed, or its sign-in ended):
 * where the API sends a browser that opens such a link, in place of an error in JSON.
 */
export const DOCUMENT_UNAVAILABLE_PATH = '/documents/unavailable';
