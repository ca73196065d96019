/**
 * How the page that closed the account sends the browser to Logout (Your account, issue 45): the
 * server has ended every sign-in, so Logout says the account is closed rather than signed out.
 */
export type AccountClosedState = { accountClosed: true };

export const ACCOUNT_CLOSED_STATE: AccountClosedState = { accountClosed: true };

export const isAccountClosedState = (state: unknown): boolean =>
  (state as Partial<AccountClosedState> | null)?.accountClosed === true;

/**
 * Set while the page that closes the account waits for the answer: the sign-ins end with it, and
 * the session watch must not take that for a lost session and send the browser away before the
 * page reaches Logout (the watch's own turning-off comes a render too late).
 */
let closing = false;

export function markAccountClosing(on: boolean): void {
  closing = on;
}

export const isAccountClosing = (): boolean => closing;
