import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  sessionResponseSchema,
  sessionUserSchema,
  identityErrorSchema,
  loginSchema,
} from '@wallet/domain';
import { apiErrorSchema, unauthorized } from '../../lib/http-errors.js';
import { requireUser, signedInCaller } from '../../plugins/request-context.js';
import { createAuthService, type IssuedSession } from './auth-service.js';

export const REFRESH_COOKIE_NAME = 'wallet_refresh';
/** The refresh cookie is sent only to the identity routes, never with other API calls. */
export const REFRESH_COOKIE_PATH = '/api/auth';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService({
    users: app.repositories.users,
    refreshSessions: app.repositories.refreshSessions,
    accessTokens: app.accessTokens,
    refreshTokenTtlMinutes: app.config.refreshTokenTtlMinutes,
  });
  const cookieOptions = {
    httpOnly: true,
    secure: app.config.isProduction,
    sameSite: 'strict' as const,
    path: REFRESH_COOKIE_PATH,
  };
  const authRateLimit = { rateLimit: { max: app.config.authRateLimitMax, timeWindow: '1 minute' } };

  function answerWithSession(reply: FastifyReply, issued: IssuedSession) {
    reply.setCookie(REFRESH_COOKIE_NAME, issued.refreshToken, {
      ...cookieOptions,
      expires: issued.refreshExpiresAt,
    });
    return issued.session;
  }
  const userAgentOf = (request: FastifyRequest) =>
    request.headers['user-agent']?.slice(0, 300) ?? null;

  app.post(
    '/auth/sign-in',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary: `Sign in with e-mail and password; sets the ${REFRESH_COOKIE_NAME} cookie.`,
        body: loginSchema,
        response: {
          200: sessionResponseSchema,
          400: z.union([identityErrorSchema, apiErrorSchema]),
        },
      },
    },
    async (request, reply) => {
      const issued = await auth.signIn(
        request.body.email,
        request.body.password,
        userAgentOf(request),
      );
      return answerWithSession(reply, issued);
    },
  );

  // The refresh token is a long random secret, so guessing is hopeless; the app refreshes on every
  // page load, so only the general limit applies here.
  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: `Exchange the ${REFRESH_COOKIE_NAME} cookie for a new access token; rotates the cookie.`,
        response: { 200: sessionResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE_NAME];
      if (!token) throw unauthorized('Your session has ended. Sign in again.');
      try {
        return answerWithSession(reply, await auth.refresh(token, userAgentOf(request)));
      } catch (error) {
        reply.clearCookie(REFRESH_COOKIE_NAME, cookieOptions);
        throw error;
      }
    },
  );

  app.post(
    '/auth/sign-out',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session: the refresh token stops working and the cookie is cleared.',
        response: { 204: z.null().describe('Signed out') },
      },
    },
    async (request, reply) => {
      await auth.signOut(request.cookies[REFRESH_COOKIE_NAME]);
      reply.clearCookie(REFRESH_COOKIE_NAME, cookieOptions);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user.',
        security: [{ bearerAuth: [] }],
        response: { 200: sessionUserSchema, 401: apiErrorSchema },
      },
    },
    async (request) => auth.currentUser(signedInCaller(request).userId),
  );
};
