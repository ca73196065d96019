import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { CARD_HOSTED_FIELDS_PATH } from '@wallet/domain';

/**
 * The app's Content-Security-Policy: only its own scripts, styles and connections, and frames of
 * the card gateway's hosted fields only (car-travel-payment.md 7). A source cannot say "this
 * origin, this path" without the origin, so the configured public origins are named; never the
 * request's Host header, which a caller chooses.
 */
export const contentSecurityPolicyOf = (publicOrigins: readonly string[]) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: publicOrigins.map((origin) => `${origin}${CARD_HOSTED_FIELDS_PATH}`),
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
});

export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicyOf(app.config.publicOrigins),
      },
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
