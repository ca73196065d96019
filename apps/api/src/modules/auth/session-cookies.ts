/**
 * The cookies of a session, however it began (a customer's password, an agent's single sign-on):
 * the HttpOnly refresh cookie, sent to the identity routes only, and the hint the app reads on
 * every page (it holds no secret) so that a page load without it asks for no refresh; its value
 * tells the server a branch agent's browser from a customer's, for the page it sends first.
 */
import type { FastifyReply } from 'fastify';
import { SESSION_HINT_COOKIE, sessionHintOf } from '@wallet/domain';
import type { IssuedSession } from './sessions.js';

export const REFRESH_COOKIE_NAME = 'wallet_refresh';
/** The refresh cookie is sent only to the identity routes, never with other API calls. */
export const REFRESH_COOKIE_PATH = '/api/auth';

export function createSessionCookies(options: { secure: boolean }) {
  const refreshCookie = {
    httpOnly: true,
    secure: options.secure,
    sameSite: 'strict' as const,
    path: REFRESH_COOKIE_PATH,
  };
  // Lax, unlike the refresh cookie: a page opened from a link elsewhere (an e-mail in webmail)
  // is then answered as a returning customer's, not as a visitor's that the app would draw over
  // (decision 0039). It holds no secret and authorises nothing.
  const hintCookie = { ...refreshCookie, httpOnly: false, sameSite: 'lax' as const, path: '/' };
  return {
    /** Sets both cookies of a new or rotated session, to last as long as its refresh token. */
    set(reply: FastifyReply, issued: IssuedSession): void {
      reply.setCookie(REFRESH_COOKIE_NAME, issued.refreshToken, {
        ...refreshCookie,
        expires: issued.refreshExpiresAt,
      });
      reply.setCookie(SESSION_HINT_COOKIE, sessionHintOf(issued.session.user.role), {
        ...hintCookie,
        expires: issued.refreshExpiresAt,
      });
    },
    clear(reply: FastifyReply): void {
      reply.clearCookie(REFRESH_COOKIE_NAME, refreshCookie);
      reply.clearCookie(SESSION_HINT_COOKIE, hintCookie);
    },
  };
}

export type SessionCookies = ReturnType<typeof createSessionCookies>;
