/**
 * The card sandbox gateway, served by the API under its own path (docs/architecture.md, Outside
 * parties and their local stand-ins: card payments): the hosted-fields page the app frames, its
 * script and styles, and the API the page calls to tokenise a card and answer a 3-D Secure
 * challenge. Card numbers reach this gateway only, never the app's code or the app's API; no
 * request body is ever logged. The page is served to the app's origins only, with a session its
 * calls must carry (frame-sessions.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CARD_GATEWAY_ROUTES,
  HOSTED_FIELDS_ORIGIN_PARAM,
  cardChallengeRequestSchema,
  cardGatewayAnswerSchema,
  cardTokeniseRequestSchema,
  parseWindowOrigin,
} from '@wallet/domain';
import { createSandboxCardGateway } from '../../adapters/card-payments/sandbox-card-gateway.js';
import { securityHeadersOf } from '../../plugins/security.js';
import {
  apiErrorSchema,
  FieldValidationError,
  forbidden,
  notFound,
} from '../../lib/http-errors.js';
import { createFrameSessions, FRAME_SESSION_HEADER } from './frame-sessions.js';
import { hostedFieldsPage } from './hosted-fields-page.js';
import { HOSTED_FIELDS_SCRIPT } from './hosted-fields-script.js';
import { HOSTED_FIELDS_STYLES } from './hosted-fields-styles.js';

/**
 * The hosted fields' own policy: nothing but the gateway, framed by the page at parentOrigin only
 * (one of the app's origins, the one the page's session is for). The sandboxed frame has an opaque
 * origin, in which some browsers match nothing with 'self', so the configured public origins are
 * named as well.
 */
export function hostedFieldsPolicyOf(publicOrigins: readonly string[], parentOrigin: string) {
  const selfAndOrigin = ["'self'", ...publicOrigins];
  return {
    defaultSrc: selfAndOrigin,
    scriptSrc: selfAndOrigin,
    styleSrc: selfAndOrigin,
    connectSrc: selfAndOrigin,
    imgSrc: ["'self'"],
    frameAncestors: [parentOrigin],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
  };
}

const hostedFieldsQuerySchema = z.object({
  [HOSTED_FIELDS_ORIGIN_PARAM]: z
    .string()
    .refine((value) => parseWindowOrigin(value) !== null, 'Must be an http(s) origin'),
});

const CORS_PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * The frame's calls come from an opaque origin (Origin: null), so the answer is readable by any
 * origin; no cookies are ever involved. Who may call is the frame session's check, not CORS.
 */
async function allowAnyOrigin(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('access-control-allow-origin', '*');
}

async function answerPreflight(_request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(204)
    .header('access-control-allow-methods', 'POST')
    .header('access-control-allow-headers', `content-type, ${FRAME_SESSION_HEADER}`)
    .header('access-control-max-age', String(CORS_PREFLIGHT_MAX_AGE_SECONDS))
    .send();
}

export const cardGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateway = createSandboxCardGateway(app.database.db, () => app.clock());
  const sessions = createFrameSessions({
    tokenSecret: app.config.tokenSecret,
    publicOrigins: app.config.publicOrigins,
    clock: () => app.clock(),
  });
  // The gateway stands in for an outside provider: it is described in docs/card-sandbox.md, not
  // in the app API description.
  const tags = ['card-gateway'];
  /**
   * Framed pages and their assets: the app's DENY is lifted (frame-ancestors says who may frame),
   * and the opaque-origin frame may load the script and styles.
   */
  const framedBy = (parentOrigin: string) =>
    ({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: hostedFieldsPolicyOf(app.config.publicOrigins, parentOrigin),
      },
      frameguard: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }) as const;
  /** The script and styles: a page of the app's origins may load them into the frame. */
  const framedPage = framedBy("'self'");
  /** The page's own policy for each of the app's origins, worked out once (decisions/0008). */
  const pagePolicyOf = new Map(
    app.config.publicOrigins.map((origin) => [
      origin,
      securityHeadersOf(framedBy(origin))['content-security-policy']!,
    ]),
  );

  app.get(
    CARD_GATEWAY_ROUTES.hostedFields,
    {
      config: { securityHeaders: framedPage },
      schema: {
        hide: true,
        tags,
        summary:
          "The hosted card fields (car-travel-payment.md 7), framed by the app's page at origin.",
        querystring: hostedFieldsQuerySchema,
      },
    },
    async (request, reply) => {
      const parentOrigin = request.query[HOSTED_FIELDS_ORIGIN_PARAM];
      // Served to the app's pages only, like a provider's frame to its merchant's origins.
      const policy = pagePolicyOf.get(parentOrigin);
      if (!policy) throw forbidden('The card fields are served to the app’s pages only.');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', policy)
        .send(hostedFieldsPage(sessions.issue(parentOrigin)));
    },
  );

  app.get(
    CARD_GATEWAY_ROUTES.hostedFieldsScript,
    {
      config: { securityHeaders: framedPage },
      schema: { hide: true, tags, summary: "The hosted card fields' script." },
    },
    async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(HOSTED_FIELDS_SCRIPT),
  );

  app.get(
    CARD_GATEWAY_ROUTES.hostedFieldsStyles,
    {
      config: { securityHeaders: framedPage },
      schema: { hide: true, tags, summary: "The hosted card fields' styles." },
    },
    async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(HOSTED_FIELDS_STYLES),
  );

  await app.register(async (plain) => {
    const api = plain.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', allowAnyOrigin);
    for (const path of [CARD_GATEWAY_ROUTES.tokenise, CARD_GATEWAY_ROUTES.challenge]) {
      api.options(path, { schema: { hide: true } }, answerPreflight);
    }

    api.post(
      CARD_GATEWAY_ROUTES.tokenise,
      {
        onRequest: sessions.guard,
        schema: {
          hide: true,
          tags,
          summary:
            'Checks a card and authorises the amount: a token, a 3-D Secure challenge, or a decline with its code.',
          body: cardTokeniseRequestSchema,
          response: { 200: cardGatewayAnswerSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async ({ body }) => {
        const outcome = await gateway.tokenise(body);
        if (outcome.kind === 'invalid-card') {
          throw new FieldValidationError(outcome.fieldErrors as Record<string, string[]>);
        }
        return outcome.answer;
      },
    );

    api.post(
      CARD_GATEWAY_ROUTES.challenge,
      {
        onRequest: sessions.guard,
        schema: {
          hide: true,
          tags,
          summary: "The customer's answer to the bank's 3-D Secure challenge (passcode or cancel).",
          body: cardChallengeRequestSchema,
          response: {
            200: cardGatewayAnswerSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async ({ body }) => {
        const outcome = await gateway.completeChallenge(body);
        if (outcome.kind === 'unknown-token') {
          throw notFound('No verification is waiting for this payment.');
        }
        return outcome.answer;
      },
    );
  });
};
