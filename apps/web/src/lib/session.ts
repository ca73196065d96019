import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@wallet/domain';
import { hasSessionHint } from './session-hint';

/**
 * Who is signed in. The access token lives only in memory (never in storage a script could read
 * later); a reload restores the session from the HttpOnly refresh cookie. A page load without the
 * session hint starts signed out: there is nothing to restore, and private pages draw their
 * signed-out content in the first paint instead of after a spinner.
 */
export type SessionStatus = 'restoring' | 'signed-in' | 'signed-out';

export type SessionState = {
  status: SessionStatus;
  user: SessionUser | null;
  accessToken: string | null;
};

const SIGNED_OUT: SessionState = { status: 'signed-out', user: null, accessToken: null };

const startState = (): SessionState =>
  hasSessionHint() ? { status: 'restoring', user: null, accessToken: null } : SIGNED_OUT;

let state: SessionState = startState();
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function startSession(accessToken: string, user: SessionUser): void {
  setState({ status: 'signed-in', user, accessToken });
}

/**
 * The signed-in user's e-mail address, changed in Your account: the session says the new one at
 * once (pages that name it, like the thank-you page), not only from the next token refresh.
 */
export function renameSignedInEmail(email: string): void {
  if (state.status !== 'signed-in' || !state.user || state.user.email === email) return;
  setState({ ...state, user: { ...state.user, email } });
}

export function endSession(): void {
  setState(SIGNED_OUT);
}

/** Puts the store back to its start-up state (a fresh page load). */
export function resetSessionForNewPage(): void {
  setState(startState());
}

/**
 * Who a page drawn at build time is drawn for: a visitor (signed out), whose page the browser
 * hydrates, or, for a returning customer's frame (build/prerender.ts), someone signed in whose
 * data is not known yet. Only the build changes it; in the browser it stays signed out.
 */
let drawnFor: SessionState = SIGNED_OUT;

/** The build draws the next pages for `session` (renderSignedInFrame). */
export function drawPagesFor(session: SessionState): void {
  drawnFor = session;
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeToSession, getSession, () => drawnFor);
}

export function isAgent(user: SessionUser | null): boolean {
  return user?.role === 'agent' || user?.role === 'super_agent';
}
