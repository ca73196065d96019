/**
 * The hosted fields' session (docs/card-sandbox.md, "Who may call the gateway"): the gateway
 * issues one with each hosted-fields page it serves for one of the app's origins, the frame sends
 * it with every call, and the gateway's API answers only calls that carry a live session, from
 * the sandboxed frame (`Origin: null`) or from the session's own origin. Like a provider's client
 * key bound to the merchant's origins, it stands in for the frame's origin, which a sandboxed frame
 * cannot show.
 *
 * A session is signed, not stored (HMAC-SHA256 with a key derived from TOKEN_SECRET), so every API
 * process can check one another issued.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/http-errors.js';

/** The request header that carries the session. */
export const FRAME_SESSION_HEADER = 'x-card-gateway-session';

/** The page's meta element that hands the session to the frame's script. */
export const FRAME_SESSION_META = 'card-gateway-session';

/** How long a served page may call the gateway: a checkout well past the idle sign-out. */
export const FRAME_SESSION_LIFETIME_MS = 60 * 60 * 1000;

/** A session is about 130 characters; anything much longer is not one. */
const MAX_SESSION_LENGTH = 512;

/** The Origin a sandboxed frame without allow-same-origin sends: its origin is opaque. */
export const OPAQUE_ORIGIN = 'null';

export const GATEWAY_CALL_REFUSED = "Only the app's payment page may call the card gateway.";

type SessionClaims = { origin: string; expiresAt: number };

const encode = (bytes: Buffer) => bytes.toString('base64url');

export function createFrameSessions(options: {
  tokenSecret: string;
  publicOrigins: readonly string[];
  clock: () => Date;
}) {
  // A key of its own, so a frame session can never pass for an access token or the reverse.
  const key = createHmac('sha256', options.tokenSecret)
    .update('card-gateway-frame-session')
    .digest();
  const signatureOf = (payload: string) => createHmac('sha256', key).update(payload).digest();

  function claimsOf(session: string | undefined): SessionClaims | null {
    if (!session || session.length > MAX_SESSION_LENGTH) return null;
    const [payload, signature, ...rest] = session.split('.');
    if (!payload || !signature || rest.length > 0) return null;
    const expected = signatureOf(payload);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        o?: unknown;
        x?: unknown;
      };
      if (typeof claims.o !== 'string' || typeof claims.x !== 'number') return null;
      return { origin: claims.o, expiresAt: claims.x };
    } catch {
      return null;
    }
  }

  /**
   * Why a call to the gateway's API is refused, or null when it comes from a frame the gateway
   * served to one of the app's origins: no Origin (not a browser's call), an origin other than
   * the frame's opaque one or the session's own, or no live session for one of the app's origins.
   */
  function refusalOf(origin: string | undefined, session: string | undefined): string | null {
    if (origin === undefined) return 'no-origin';
    const claims = claimsOf(session);
    if (!claims) return 'no-session';
    if (!options.publicOrigins.includes(claims.origin)) return 'session-origin';
    if (claims.expiresAt <= options.clock().getTime()) return 'session-expired';
    if (origin !== OPAQUE_ORIGIN && origin !== claims.origin) return 'origin';
    return null;
  }

  return {
    /** A session for one hosted-fields page, framed by a page at origin (one of the app's). */
    issue(origin: string): string {
      const payload = encode(
        Buffer.from(
          JSON.stringify({
            o: origin,
            x: options.clock().getTime() + FRAME_SESSION_LIFETIME_MS,
            n: encode(randomBytes(12)),
          }),
        ),
      );
      return `${payload}.${encode(signatureOf(payload))}`;
    },

    refusalOf,

    /** onRequest guard of the gateway's API: a 403 in the API's error shape when refused. */
    async guard(request: FastifyRequest) {
      const session = request.headers[FRAME_SESSION_HEADER];
      const reason = refusalOf(
        request.headers.origin,
        typeof session === 'string' ? session : undefined,
      );
      if (reason) {
        // The reason and nothing the caller sent: no session, no card details.
        request.log.warn({ reason }, 'card gateway call refused');
        throw forbidden(GATEWAY_CALL_REFUSED);
      }
    },
  };
}

export type FrameSessions = ReturnType<typeof createFrameSessions>;
