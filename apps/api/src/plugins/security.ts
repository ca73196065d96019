import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { CARD_HOSTED_FIELDS_PATH } from '@wallet/domain';
import { API_DOCS_PATH, API_PREFIX } from './api-docs.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own security headers, over the app's (the card gateway's framed pages). */
    securityHeaders?: Readonly<HelmetOptions>;
    /** The route answers with a page a browser shows (HTML, or a PDF in its viewer), not JSON. */
    answersPage?: boolean;
    /** Set by the security plugin: the headers every answer of the route carries. */
    appliedSecurityHeaders?: Readonly<Record<string, string>>;
  }
}

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
  // blob: the object URLs the app makes of files it fetched with the session (a claim's photos).
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: publicOrigins.map((origin) => `${origin}${CARD_HOSTED_FIELDS_PATH}`),
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
});

/**
 * The headers Helmet sets for `options`, worked out once. Helmet builds and checks its headers
 * again on every response it is asked for; none of ours depends on the request, so the same
 * headers are computed at start (and per route at registration) and copied onto each answer: the
 * same protection, for a fraction of the work per request (docs/decisions/0008).
 */
export function securityHeadersOf(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The API's JSON answers are never a page, so they get what the OWASP REST Security Cheat Sheet
 * asks of an API: a policy that allows nothing (`default-src 'none'`) and no framing, no sniffing
 * of the type, HTTPS only, no referrer, and no reading by another origin. The headers that act only
 * on a document (the opener policy, the origin-keyed agent cluster, DNS prefetching, Internet
 * Explorer's download and XSS switches, Adobe's cross-domain policies) are left off: half the
 * bytes, which a loaded server and its clients paid on every call (docs/decisions/0008).
 */
export const API_ANSWER_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  originAgentCluster: false,
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  xContentTypeOptions: true,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
};

/** The headers of every JSON answer, worked out once. */
export const API_ANSWER_HEADERS: Readonly<Record<string, string>> = Object.freeze(
  securityHeadersOf(API_ANSWER_OPTIONS),
);

/** A route answering JSON under the API's prefix; its documentation pages are pages. */
export const isApiAnswerRoute = (url: string) =>
  url.startsWith(`${API_PREFIX}/`) && url !== API_DOCS_PATH && !url.startsWith(`${API_DOCS_PATH}/`);

export const securityPlugin = fp(
  async (app) => {
    const appOptions: HelmetOptions = {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicyOf(app.config.publicOrigins),
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    };
    const appHeaders = Object.freeze(securityHeadersOf(appOptions));
    const apiHeaders = API_ANSWER_HEADERS;
    app.addHook('onRoute', (route) => {
      const own = route.config?.securityHeaders;
      route.config = {
        ...route.config,
        appliedSecurityHeaders: own
          ? Object.freeze(securityHeadersOf({ ...appOptions, ...own } as HelmetOptions))
          : isApiAnswerRoute(route.url) && route.config?.answersPage !== true
            ? apiHeaders
            : appHeaders,
      };
    });
    // A callback hook, not an async one: it does no waiting, and saves a promise per request.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.routeOptions.config.appliedSecurityHeaders ?? appHeaders);
      done();
    });
  },
  { name: 'security', dependencies: [] },
);
