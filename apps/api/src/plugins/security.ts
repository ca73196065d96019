import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { CARD_HOSTED_FIELDS_PATH } from '@wallet/domain';

/** A Host header that is a plain host name or address with an optional port, nothing else. */
const SAFE_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The origin each request was addressed to (trust-proxy aware), for policies that name it. */
const requestOrigins = new WeakMap<IncomingMessage, string>();

/** The origin a request was addressed to, when its Host header is a safe one to repeat. */
export function requestOriginOf(raw: IncomingMessage): string | undefined {
  return requestOrigins.get(raw);
}

/**
 * car-travel-payment.md 7: the page may frame the card gateway's hosted fields and nothing else.
 * A CSP source cannot say "this origin, this path" without the origin, so it is the request's own.
 */
function cardGatewayFrameSource(raw: IncomingMessage): string {
  const origin = requestOriginOf(raw);
  return origin ? `${origin}${CARD_HOSTED_FIELDS_PATH}` : "'none'";
}

/** The app's Content-Security-Policy: only its own scripts, styles and connections. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: [cardGatewayFrameSource],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export const securityPlugin = fp(
  async (app) => {
    // Before helmet's own hook, which builds the policy from the raw request.
    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_HOST.test(request.host)) {
        requestOrigins.set(request.raw, `${request.protocol}://${request.host.toLowerCase()}`);
      }
      done();
    });
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    await app.register(rateLimit, {
      global: true,
      max: app.config.rateLimitMax,
      timeWindow: '1 minute',
    });
  },
  { name: 'security', dependencies: [] },
);
