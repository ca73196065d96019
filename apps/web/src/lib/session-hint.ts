import { SESSION_HINT_COOKIE } from '@wallet/domain';

/**
 * Whether the browser holds the session hint the API sets and clears beside its HttpOnly refresh
 * cookie. Without it nobody can be signed in, so the app asks for no refresh (which would only
 * answer a visitor 401) and draws the signed-out page at once (docs/decisions/0008).
 */
export function hasSessionHint(): boolean {
  // A page drawn at build time (build/prerender.ts) is a visitor's: no one is signed in there.
  if (typeof document === 'undefined') return false;
  const prefix = `${SESSION_HINT_COOKIE}=`;
  return document.cookie.split(';').some((cookie) => {
    const trimmed = cookie.trim();
    return trimmed.startsWith(prefix) && trimmed.length > prefix.length;
  });
}
