import type { SessionResponse } from '@wallet/domain';
import { endSession, startSession } from '../../../lib/session';
import { hasSessionHint } from '../../../lib/session-hint';
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
