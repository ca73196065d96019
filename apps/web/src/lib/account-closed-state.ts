/**
 * How the page that closed the account sends the browser to Logout (Your account, issue 45): the
 * server has ended every sign-in, so Logout says the account is closed rather than signed out.
 */
export type AccountClosedState = { accountClosed: true };

export const ACCOUNT_CLOSED_STATE: AccountClosedState = { accountClosed: true };

export const isAccountClosedState = (state: unknown): boolean =>
  (state as Partial<AccountClosedState> | null)?.accountClosed === true;
