import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A visitor's quotes belong to their browser: a random key in an HttpOnly cookie, stored only as
 * a hash beside the quote. Knowing a quote reference is never enough to read someone's quote.
 */
export const VISITOR_COOKIE_NAME = 'wallet_visitor';
/** Sent to the whole API: the profile's quote pairing after sign-up checks it too. */
const VISITOR_COOKIE_PATH = '/api';
const VISITOR_KEY_BYTES = 32;
/** Long enough to come back to a quote within its 90-day validity. */
const VISITOR_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
const VISITOR_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashVisitorKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The hash of the caller's visitor key, when their browser has a well-formed one. */
export function visitorKeyHashOf(request: FastifyRequest): string | null {
  const key = request.cookies[VISITOR_COOKIE_NAME];
  return key && VISITOR_KEY_PATTERN.test(key) ? hashVisitorKey(key) : null;
}

/** The caller's visitor key hash, giving the browser a key first when it has none. */
export function ensureVisitorKeyHash(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): string {
  const existing = visitorKeyHashOf(request);
  if (existing) return existing;
  const key = randomBytes(VISITOR_KEY_BYTES).toString('base64url');
  reply.setCookie(VISITOR_COOKIE_NAME, key, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: VISITOR_COOKIE_PATH,
    maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS,
  });
  return hashVisitorKey(key);
}
