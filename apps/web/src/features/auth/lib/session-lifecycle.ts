import type { SessionResponse } from '@wallet/domain';
import {
  endSession,
  getSession,
  isAgent,
  startSession,
  subscribeToSession,
} from '../../../lib/session';
import { hasSessionHint } from '../../../lib/session-hint';
import { clearSessionStores } from '../../../lib/session-store';
import { refreshSession } from '../api/refresh-session';

/** Renew the access token this long before it expires, so calls never carry a stale one. */
const REFRESH_AHEAD_SECONDS = 60;

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let restoring: Promise<void> | null = null;

function scheduleRefresh(expiresInSeconds: number) {
  clearTimeout(refreshTimer);
  const seconds = Math.max(expiresInSeconds - REFRESH_AHEAD_SECONDS, expiresInSeconds / 2);
  refreshTimer = setTimeout(() => void renew(), seconds * 1000);
}

async function renew() {
  const answer = await refreshSession();
  if (answer) establishSession(answer);
  else closeSession();
}

export function establishSession(answer: SessionResponse): void {
  startSession(answer.accessToken, answer.user);
  scheduleRefresh(answer.expiresIn);
}

export function closeSession(): void {
  clearTimeout(refreshTimer);
  endSession();
}

/**
 * On start-up the refresh cookie (if any) brings the session back; without the session hint there
 * is no such cookie, and nothing is asked. Concurrent callers share one request: a refresh token
 * may be single-use, so asking twice could sign the user out.
 */
export function restoreSession(): Promise<void> {
  if (!hasSessionHint()) {
    closeSession();
    return Promise.resolve();
  }
  restoring ??= renew().finally(() => {
    restoring = null;
  });
  return restoring;
}

/** The agent signed in now, if the session is an agent's. */
function agentSignedIn(): string | null {
  const { status, user } = getSession();
  return status === 'signed-in' && user && isAgent(user) ? user.user_id : null;
}

/** Who is signed in now; null between sessions. */
function personSignedIn(): string | null {
  const { status, user } = getSession();
  return status === 'signed-in' ? (user?.user_id ?? null) : null;
}

/**
 * An agent's session takes with it what this tab held of the customers they served, however it
 * ends: signed out, timed out, refused by the API (401), or a refresh that failed. Every stored
 * answer is cleared and `forgetCachedData` drops the cached server data, so whoever signs in next
 * on this tab (another agent, or a customer) starts with nothing of those customers. A customer's
 * own session ending keeps their answers for them to come back to (platform.md 4.1, forced login),
 * but only for them: someone else signing in next on the tab starts with nothing of theirs.
 * Answers the watch's end.
 */
export function forgetWhenTheSignedInPersonChanges(forgetCachedData: () => void): () => void {
  let agent = agentSignedIn();
  let lastSignedIn = personSignedIn();
  return subscribeToSession(() => {
    const signedInAs = personSignedIn();
    const agentLeft = agent !== null && signedInAs !== agent;
    const someoneElse = signedInAs !== null && lastSignedIn !== null && signedInAs !== lastSignedIn;
    if (agentLeft || someoneElse) {
      clearSessionStores();
      forgetCachedData();
    }
    if (signedInAs !== null) lastSignedIn = signedInAs;
    agent = agentSignedIn();
  });
}
