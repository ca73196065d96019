/**
 * Agents' sign-in (platform.md 2.2, 4.1 step 7 and 6): with the agent flag on, branch staff sign in
 * through the bank's staff directory by single sign-on, never through the customers' login.
 */

/** The app's agent sign-in screen: it sends the browser on to the staff directory. */
export const AGENT_SIGN_IN_PATH = '/agent/login';

/** The API's start of single sign-on: it redirects to the staff directory's sign-in. */
export const STAFF_SSO_START_PATH = '/api/agent/sso/start';

/** Where the staff directory sends the browser back with its code. */
export const STAFF_SSO_CALLBACK_PATH = '/api/agent/sso/callback';

/**
 * Asked by the logout page once the wallet's session has ended: where the browser goes to end the
 * staff directory's session too (OpenID Connect RP-initiated logout), or null when this browser
 * has none from the wallet.
 */
export const STAFF_SSO_SIGN_OUT_PATH = '/api/agent/sso/sign-out';

/** The wallet's logout page: the staff directory sends the browser back to it after its sign-out. */
export const AFTER_DIRECTORY_SIGN_OUT_PATH = '/logout';

/** The query parameter of the agent sign-in screen that says why a sign-on did not finish. */
export const STAFF_SSO_ERROR_PARAM = 'sso_error';

/** platform.md 2.2: what the login page says to an agent while the browser is sent on. */
export const AGENT_SIGN_IN_REDIRECTING = 'Redirecting Agent to Single Sign On Page';

/**
 * Why a sign-on came back without a session, by the code the API puts in STAFF_SSO_ERROR_PARAM.
 * The spec has no words for these; they say what happened and what to do.
 */
export const STAFF_SSO_ERRORS = {
  notAgent:
    'Your staff account is not in an agent group of the staff directory, so it cannot act for customers. Ask your manager for access.',
  customerAccount:
    'This e-mail address belongs to a customer account of the wallet, so it cannot sign in as an agent.',
  cancelled: 'Single sign-on was cancelled.',
  unavailable: 'The staff directory cannot be reached just now. Please try again in a few minutes.',
  failed: 'Single sign-on did not finish. Please try again.',
} as const;

export type StaffSsoError = keyof typeof STAFF_SSO_ERRORS;

export const STAFF_SSO_ERROR_CODES = Object.keys(STAFF_SSO_ERRORS) as StaffSsoError[];

/**
 * The error code of the agent sign-in screen's address (its query, with or without the '?'), or
 * null when it names none we know. The codes are plain words, so no decoding is needed.
 */
export function staffSsoErrorOf(search: string): StaffSsoError | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [name, value] = pair.split('=');
    if (
      name === STAFF_SSO_ERROR_PARAM &&
      (STAFF_SSO_ERROR_CODES as string[]).includes(value ?? '')
    ) {
      return value as StaffSsoError;
    }
  }
  return null;
}

/** The agent sign-in screen's address with the reason a sign-on did not finish. */
export function agentSignInPathWith(error: StaffSsoError): string {
  return `${AGENT_SIGN_IN_PATH}?${STAFF_SSO_ERROR_PARAM}=${error}`;
}

/** The wording of the retry button on the agent sign-in screen after a failed sign-on. */
export const AGENT_SIGN_IN_RETRY = 'Sign in with single sign-on';
