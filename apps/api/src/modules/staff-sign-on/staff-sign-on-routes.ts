/**
 * Agents' single sign-on (platform.md 4.1 step 7 and 6), while the agent flag is on: the start
 * sends the browser to the staff directory; the callback takes its answer, and an agent of the
 * directory's agent groups comes back to the wallet signed in, with the same session cookies as a
 * customer. Every other ending goes back to the agent sign-in screen, saying why. Logs name the
 * account and the reason, never the claims. The sign-out tells the logout page where the browser
 * ends the directory's session too (RP-initiated logout), whatever the flag, so that the next
 * agent sign-in on this browser asks for a password again.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CustomFetch } from 'openid-client';
import { z } from 'zod';
import {
  AFTER_DIRECTORY_SIGN_OUT_PATH,
  agentSignInPathWith,
  STAFF_SSO_CALLBACK_PATH,
  STAFF_SSO_SIGN_OUT_PATH,
  STAFF_SSO_START_PATH,
  staffSignOutResponseSchema,
  type StaffSsoError,
} from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { API_PREFIX } from '../../plugins/api-docs.js';
import { requireFeature } from '../../plugins/feature-gate.js';
import { createSessionCookies } from '../auth/index.js';
import {
  createDirectorySessionSeal,
  DIRECTORY_SESSION_COOKIE,
} from './directory-session-cookie.js';
import { createSignOnFlowSeal, SIGN_ON_FLOW_COOKIE } from './sign-on-flow-cookie.js';
import { staffClaimsSchema } from './staff-claims.js';
import { signInStaffMember } from './staff-sessions.js';
import { createStaffSsoClient } from './staff-sso-client.js';
import type { StaffSsoSettings } from './staff-sso-settings.js';

export interface StaffSignOnOptions {
  settings: StaffSsoSettings;
  /** How the directory is called (the server itself for the local stand-in). */
  fetch?: CustomFetch;
}

/** Where a signed-in agent lands: the wallet, whose session starts from the refresh cookie. */
export const AFTER_AGENT_SIGN_IN_PATH = '/wallet';

const text = (max: number) => z.string().max(max).optional();

/** The directory's answer (RFC 6749 4.1.2 and 4.1.2.1, RFC 9207); other parameters are dropped. */
const callbackQuerySchema = z.object({
  code: text(2048),
  state: text(512),
  iss: text(2048),
  session_state: text(512),
  error: text(256),
  error_description: text(1024),
});

const redirectSchema = (description: string) => z.null().describe(description);

/** The reason a sign-on failed, for the log: an error's code or name, never its details. */
const reasonOf = (error: unknown) =>
  (error as { code?: unknown }).code ?? (error as { name?: unknown }).name ?? 'unknown';

const withoutPrefix = (path: string) => path.slice(API_PREFIX.length);

export const staffSignOnRoutes: FastifyPluginAsyncZod<StaffSignOnOptions> = async (
  app,
  options,
) => {
  const { settings } = options;
  const client = createStaffSsoClient({
    settings,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const flows = createSignOnFlowSeal(app.config.tokenSecret, app.config.isProduction);
  const directorySessions = createDirectorySessionSeal(
    app.config.tokenSecret,
    app.config.isProduction,
  );
  const sessionCookies = createSessionCookies({ secure: app.config.isProduction });
  const tags = ['staff-sign-on'];
  const agentFlag = requireFeature('agent_enabled');

  /**
   * The directory sends the browser back to the origin it left from (so the sign-on's cookie is
   * there), when that origin is one of the app's; any other Host gets the first.
   */
  const redirectUriFor = (request: FastifyRequest) => {
    const here = `${request.protocol}://${request.host}${STAFF_SSO_CALLBACK_PATH}`;
    return settings.redirectUris.includes(here) ? here : settings.redirectUris[0]!;
  };
  /** After the directory's sign-out, the logout page at the origin the browser is at, likewise. */
  const postLogoutRedirectUriFor = (request: FastifyRequest) => {
    const here = `${request.protocol}://${request.host}${AFTER_DIRECTORY_SIGN_OUT_PATH}`;
    return settings.postLogoutRedirectUris.includes(here)
      ? here
      : settings.postLogoutRedirectUris[0]!;
  };

  app.get(
    withoutPrefix(STAFF_SSO_START_PATH),
    {
      onRequest: agentFlag,
      schema: {
        tags,
        summary:
          "Start an agent's single sign-on: redirects to the staff directory's sign-in (authorization code with PKCE). 404 while agent_enabled is off.",
        response: {
          302: redirectSchema("To the staff directory's sign-in"),
          303: redirectSchema('To the agent sign-in screen when the directory cannot be reached'),
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      let started: Awaited<ReturnType<typeof client.startSignOn>>;
      try {
        started = await client.startSignOn(redirectUriFor(request));
      } catch (error) {
        request.log.error({ reason: reasonOf(error) }, 'staff directory cannot be reached');
        return reply.redirect(agentSignInPathWith('unavailable'), 303);
      }
      reply.setCookie(
        SIGN_ON_FLOW_COOKIE,
        await flows.seal(started.flow, app.clock()),
        flows.cookieOptions,
      );
      return reply.redirect(started.url, 302);
    },
  );

  app.get(
    withoutPrefix(STAFF_SSO_CALLBACK_PATH),
    {
      onRequest: agentFlag,
      schema: {
        tags,
        summary:
          "The staff directory's answer: an agent or super agent (by directory group) is signed in as a customer is (refresh and session cookies) and sent to the wallet; any other answer goes back to the agent sign-in screen with its reason. 404 while agent_enabled is off.",
        querystring: callbackQuerySchema,
        response: {
          303: redirectSchema('To the wallet signed in, or to the agent sign-in screen'),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // One answer per sign-on: whatever comes of it, its cookie is spent.
      const flow = await flows.open(request.cookies[SIGN_ON_FLOW_COOKIE], app.clock());
      const { maxAge: _maxAge, ...cookiePlace } = flows.cookieOptions;
      reply.clearCookie(SIGN_ON_FLOW_COOKIE, cookiePlace);
      const backToSignIn = (reason: StaffSsoError) => {
        request.log.info({ reason }, 'staff sign-on refused');
        return reply.redirect(agentSignInPathWith(reason), 303);
      };

      const { error } = request.query;
      if (error) return backToSignIn(error === 'access_denied' ? 'cancelled' : 'failed');
      if (!flow) return backToSignIn('failed');

      const callback = new URL(flow.redirectUri);
      for (const [name, value] of Object.entries(request.query)) {
        if (value !== undefined) callback.searchParams.set(name, value);
      }
      let answered: Awaited<ReturnType<typeof client.finishSignOn>>;
      try {
        answered = await client.finishSignOn(callback, flow);
      } catch (failure) {
        request.log.warn({ reason: reasonOf(failure) }, 'staff directory answer not accepted');
        return backToSignIn('failed');
      }
      const claims = staffClaimsSchema.safeParse(answered.claims);
      if (!claims.success) {
        const missing = claims.error.issues.map((issue) => issue.path.join('.'));
        request.log.warn({ claims: missing }, 'staff directory claims not usable');
        return backToSignIn('failed');
      }

      const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
      const outcome = await signInStaffMember(app, claims.data, userAgent);
      if (outcome.kind === 'refused') return backToSignIn(outcome.reason);
      sessionCookies.set(reply, outcome.issued);
      const { refreshExpiresAt } = outcome.issued;
      reply.setCookie(
        DIRECTORY_SESSION_COOKIE,
        await directorySessions.seal(answered.idToken, refreshExpiresAt),
        directorySessions.cookieOptions(refreshExpiresAt),
      );
      request.log.info(
        { userId: outcome.user.id, role: outcome.user.role },
        'agent signed in through the staff directory',
      );
      return reply.redirect(AFTER_AGENT_SIGN_IN_PATH, 303);
    },
  );
  app.post(
    withoutPrefix(STAFF_SSO_SIGN_OUT_PATH),
    {
      schema: {
        tags,
        summary:
          "Where the browser goes to end the staff directory's session as well, once the wallet's session has ended (OpenID Connect RP-initiated logout): the directory's end-session address with the sign-on's ID token as hint and the wallet's logout page as the way back, or null when this browser holds no agent sign-on. Spends what the browser held of it.",
        response: { 200: staffSignOutResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const idToken = await directorySessions.open(
        request.cookies[DIRECTORY_SESSION_COOKIE],
        app.clock(),
      );
      reply.clearCookie(DIRECTORY_SESSION_COOKIE, directorySessions.cookiePlace);
      if (!idToken) return { endSessionUrl: null };
      try {
        return {
          endSessionUrl: await client.endSessionUrl(idToken, postLogoutRedirectUriFor(request)),
        };
      } catch (error) {
        // The wallet's own sign-out has happened; the directory's session ends with its time.
        request.log.error({ reason: reasonOf(error) }, 'staff directory cannot be reached');
        return { endSessionUrl: null };
      }
    },
  );
};
