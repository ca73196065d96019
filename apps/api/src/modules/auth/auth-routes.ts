import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  codeDeliveryResponseSchema,
  confirmForgotPasswordPayloadSchema,
  confirmSignUpResponseSchema,
  confirmSignUpSchema,
  emailFieldSchema,
  forgotPasswordSchema,
  identityErrorSchema,
  IDENTITY_FLOW_ERRORS,
  loginSchema,
  NOT_VERIFIED,
  toNationalMobile,
  resendSignUpCodeSchema,
  respondToChallengePayloadSchema,
  sessionResponseSchema,
  sessionUserSchema,
  setPreferredMfaPayloadSchema,
  setPreferredMfaResponseSchema,
  signInResultSchema,
  SIGN_UP_PROOF_MINUTES,
  signUpPayloadSchema,
  signUpResponseSchema,
  updatePhoneNumberPayloadSchema,
  updatePhoneNumberResponseSchema,
  verifiedResponseSchema,
} from '@wallet/domain';
import { createDemoStaffDirectory } from '../../adapters/staff-directory/demo-staff-directory.js';
import { apiErrorSchema, IdentityFailure, unauthorized } from '../../lib/http-errors.js';
import { requireUser, signedInCaller } from '../../plugins/request-context.js';
import type { Repositories } from '../../repository-types.js';
import { createAccountService } from './account-service.js';
import {
  CHALLENGE_LIFETIME_SECONDS,
  createAuthService,
  type IssuedSession,
  type SignInOutcome,
} from './auth-service.js';
import { inIdentityTransaction } from './identity-transaction.js';
import { createOneTimeCodes } from './one-time-codes.js';
import { createSessionCookies, REFRESH_COOKIE_NAME } from './session-cookies.js';
import { createSessionIssuer } from './sessions.js';
import { createProfileAtSignUp } from './profile-at-sign-up.js';
import { createAccountClosureService } from './account-closure-service.js';
import { createSignInDetailsService } from './sign-in-details-service.js';
import { createSignUpProofs } from './sign-up-proof.js';
import { createChallengeTokens } from './tokens.js';

export { REFRESH_COOKIE_NAME, REFRESH_COOKIE_PATH } from './session-cookies.js';

export const UPDATE_PHONE_NUMBER_SENT_MESSAGE =
  'A new code has been sent to the new mobile number. The number is saved once the code is confirmed.';

const identityErrorResponses = {
  400: apiErrorSchema,
  429: identityErrorSchema,
};

/** The bank's staff, whose addresses are never customers' (decision 0018). */
const staffDirectory = createDemoStaffDirectory();

/** The identity flows over one set of repositories: the process's own or one transaction's. */
export function identityServicesOver(app: FastifyInstance, repositories: Repositories) {
  const { users, refreshSessions, oneTimeCodes, outboxMessages: messages } = repositories;
  const { clock } = app;
  const codes = createOneTimeCodes({
    repository: oneTimeCodes,
    secret: app.config.tokenSecret,
    clock,
  });
  const auth = createAuthService({
    users,
    refreshSessions,
    sessions: createSessionIssuer({
      refreshSessions,
      accessTokens: app.accessTokens,
      refreshTokenTtlMinutes: app.config.refreshTokenTtlMinutes,
      clock,
    }),
    codes,
    messages,
    challengeTokens: createChallengeTokens(app.config.tokenSecret, CHALLENGE_LIFETIME_SECONDS),
    passwordResetRequiredBefore: app.config.passwordResetRequiredBefore,
    clock,
  });
  return {
    auth,
    accounts: createAccountService({ users, refreshSessions, codes, messages, clock }),
    signInDetails: createSignInDetailsService({
      users,
      refreshSessions,
      codes,
      messages,
      clock,
      checkPassword: (email, password) => auth.checkPassword(email, password),
      isStaffEmail: async (email) => Boolean(await staffDirectory.findStaffByEmail(email)),
      setProfileMobile: (userId, mobile) =>
        repositories.profiles.setPhone(userId, toNationalMobile(mobile)),
    }),
    accountClosure: createAccountClosureService({
      users,
      closure: repositories.accountClosure,
      refreshSessions,
      messages,
      clock,
      checkPassword: (email, password) => auth.checkPassword(email, password),
    }),
  };
}

type IdentityServices = ReturnType<typeof identityServicesOver>;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Reads only: no transaction needed. */
  const { auth, accounts } = identityServicesOver(app, app.repositories);
  /** A request that writes: all of its writes in one transaction. */
  const writing = <T>(work: (services: IdentityServices) => Promise<T>) =>
    inIdentityTransaction(app.repositories, (tx) => work(identityServicesOver(app, tx)));

  const sessionCookies = createSessionCookies({ secure: app.config.isProduction });
  const signUpProofs = createSignUpProofs({
    secret: app.config.tokenSecret,
    secure: app.config.isProduction,
  });
  /**
   * Routes that take a password or a code: a per-address limit each, answered like the identity
   * provider answers throttling; bad bodies also carry the provider's error name.
   */
  const identityRoute = {
    identityRoute: true,
    rateLimit: {
      max: app.config.authRateLimitMax,
      timeWindow: '1 minute',
      errorResponseBuilder: () => new IdentityFailure(IDENTITY_FLOW_ERRORS.tooManyRequests, 429),
    },
  };

  function answerWithSession(reply: FastifyReply, issued: IssuedSession) {
    sessionCookies.set(reply, issued);
    return issued.session;
  }
  const clearSessionCookies = (reply: FastifyReply) => sessionCookies.clear(reply);
  function answerSignInStep(reply: FastifyReply, outcome: SignInOutcome) {
    return outcome.kind === 'session'
      ? answerWithSession(reply, outcome.issued)
      : outcome.challenge;
  }
  const userAgentOf = (request: FastifyRequest) =>
    request.headers['user-agent']?.slice(0, 300) ?? null;

  app.post(
    '/auth/sign-up',
    {
      config: identityRoute,
      schema: {
        tags: ['auth'],
        summary: `Create an account; a 6-digit code valid 24 hours is e-mailed to confirm it. Sets the HttpOnly wallet_sign_up cookie (${SIGN_UP_PROOF_MINUTES} minutes, sent to confirm-sign-up only).`,
        body: signUpPayloadSchema,
        response: { 200: signUpResponseSchema, ...identityErrorResponses },
      },
    },
    async (request, reply) => {
      const answer = await writing(({ accounts }) => accounts.signUp(request.body));
      // Decision 0029: this browser may be signed in by the e-mail code alone, for a while.
      const user = await app.repositories.users.findByEmail(request.body.email);
      if (user) await signUpProofs.set(reply, user, app.clock());
      return answer;
    },
  );

  app.post(
    '/auth/confirm-sign-up',
    {
      config: identityRoute,
      schema: {
        tags: ['auth'],
        summary: `Confirm an account with the e-mailed code. The customer's profile is created with the names given at sign-up (platform.md 7), unless they have one. From the browser that signed up, within ${SIGN_UP_PROOF_MINUTES} minutes (its wallet_sign_up cookie), the answer also carries the sign-in (signIn: a session and cookies, or a challenge), as if the password had been typed at log-in.`,
        body: confirmSignUpSchema,
        response: { 200: confirmSignUpResponseSchema, ...identityErrorResponses },
      },
    },
    async (request, reply) => {
      const { createdByAgent, step } = await inIdentityTransaction(app.repositories, async (tx) => {
        const { accounts, auth } = identityServicesOver(app, tx);
        const confirmed = await accounts.confirmSignUp(request.body.email, request.body.code);
        await createProfileAtSignUp(tx.profiles, confirmed.user);
        const proven = await signUpProofs.proves(request, confirmed.user, app.clock());
        return {
          createdByAgent: confirmed.createdByAgent,
          step: proven ? await auth.afterSignUpProof(confirmed.user, userAgentOf(request)) : null,
        };
      });
      // The account is verified: the proof has done its work either way.
      signUpProofs.clear(reply);
      return step ? { createdByAgent, signIn: answerSignInStep(reply, step) } : { createdByAgent };
    },
  );

  app.post(
    '/auth/resend-sign-up-code',
    {
      config: identityRoute,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a new sign-up code (the earlier one stops working).',
        body: resendSignUpCodeSchema,
        response: { 200: codeDeliveryResponseSchema, ...identityErrorResponses },
      },
    },
    async (request) => writing(({ accounts }) => accounts.resendSignUpCode(request.body.email)),
  );

  app.post(
    '/auth/sign-in',
    {
      config: identityRoute,
      schema: {
        tags: ['auth'],
        summary: `Sign in with e-mail and password: a session (and the ${REFRESH_COOKIE_NAME} cookie) or a challenge (SMS_MFA, NEW_PASSWORD_REQUIRED).`,
        body: loginSchema,
        response: { 200: signInResultSchema, ...identityErrorResponses },
      },
    },
    async (request, reply) => {
      const user = await auth.checkPassword(request.body.email, request.body.password);
      const step = await writing(({ auth }) => auth.afterPassword(user, userAgentOf(request)));
      return answerSignInStep(reply, step);
    },
  );

  app.post(
    '/auth/respond-to-challenge',
    {
      config: identityRoute,
      schema: {
        tags: ['auth'],
        summary: 'Answer a sign-in challenge with the SMS code or a new password.',
        body: respondToChallengePayloadSchema,
        response: { 200: signInResultSchema, ...identityErrorResponses },
      },
    },
    async (request, reply) =>
      answerSignInStep(
        reply,
        await writing(({ auth }) => auth.respondToChallenge(request.body, userAgentOf(request))),
      ),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: identityRoute,
      schema: {
        tags: ['auth'],
        summary:
          'E-mail a password reset code valid 1 hour. An unverified account is refused (InvalidParameterException), except one an agent made that awaits its first password (decision 0032).',
        body: forgotPasswordSchema,
        response: { 200: codeDeliveryResponseSchema, ...identityErrorResponses },
      },
    },
    async (request) => writing(({ accounts }) => accounts.forgotPassword(request.body.email)),
  );

  app.post(
    '/auth/confirm-forgot-password',
    {
      config: identityRoute,
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password with the reset code; every session of the account ends. For an account an agent made that awaits its first password, the code also verifies the e-mail (decision 0032); any other unverified account is refused.',
        body: confirmForgotPasswordPayloadSchema,
        response: { 200: z.object({}), ...identityErrorResponses },
      },
    },
    async (request) =>
      writing(({ accounts }) =>
        accounts.confirmForgotPassword(
          request.body.email,
          request.body.code,
          request.body.password,
        ),
      ),
  );

  app.post(
    '/auth/set-preferred-mfa',
    {
      onRequest: requireUser,
      // It takes a password to turn codes off: the identity routes' limit per address.
      config: { rateLimit: identityRoute.rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          "Turn sign-in codes by SMS on for the signed-in customer, or off with the password as it stands (a wrong one counts as a failed sign-in, as for the account's other sign-in details).",
        security: [{ bearerAuth: [] }],
        body: setPreferredMfaPayloadSchema,
        response: {
          200: setPreferredMfaResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: identityErrorSchema,
        },
      },
    },
    async (request) =>
      writing(({ signInDetails }) =>
        signInDetails.setSignInCodes(signedInCaller(request).userId, request.body),
      ),
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
      try {
        const token = request.cookies[REFRESH_COOKIE_NAME];
        if (!token) throw unauthorized('Your session has ended. Sign in again.');
        const issued = await writing(({ auth }) => auth.refresh(token, userAgentOf(request)));
        return answerWithSession(reply, issued);
      } catch (error) {
        clearSessionCookies(reply);
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
      const signInId = request.caller.kind === 'user' ? request.caller.signInId : null;
      await writing(({ auth }) => auth.signOut(request.cookies[REFRESH_COOKIE_NAME], signInId));
      clearSessionCookies(reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user.',
        security: [{ bearerAuth: [] }],
        response: { 200: sessionUserSchema, 401: apiErrorSchema },
      },
    },
    async (request) => auth.currentUser(signedInCaller(request).userId),
  );

  app.post(
    '/verified',
    {
      config: identityRoute,
      schema: {
        tags: ['auth'],
        summary:
          'Before login (platform.md 4.1): whether MFA is on and the number verified; both false on any failure.',
        // Never an error (platform.md 7): an address that is not one simply is not verified.
        body: z.object({ email: z.string().max(320).catch('') }),
        response: { 200: verifiedResponseSchema, 429: identityErrorSchema },
      },
    },
    async (request) => {
      const email = emailFieldSchema.safeParse(request.body.email);
      if (!email.success) return NOT_VERIFIED;
      try {
        return await accounts.verifiedStatus(email.data);
      } catch (error) {
        request.log.warn({ err: error }, 'MFA lookup failed; answering not verified');
        return NOT_VERIFIED;
      }
    },
  );

  app.post(
    '/auth/registered',
    {
      config: identityRoute,
      schema: {
        tags: ['auth'],
        summary:
          "Whether an e-mail already has an account (home.md 4: the quote form's check on blur for visitors).",
        body: z.object({ email: emailFieldSchema }),
        response: {
          200: z.object({ registered: z.boolean() }),
          ...identityErrorResponses,
        },
      },
    },
    async (request) => ({
      registered: Boolean(await app.repositories.users.findByEmail(request.body.email)),
    }),
  );

  app.put(
    '/update_phone_number',
    {
      config: identityRoute,
      schema: {
        tags: ['auth'],
        summary:
          'During an SMS sign-in challenge, send the code to another mobile number instead (saved once the code is confirmed).',
        body: updatePhoneNumberPayloadSchema,
        response: { 200: updatePhoneNumberResponseSchema, ...identityErrorResponses },
      },
    },
    async (request) => {
      const challenge = await writing(({ auth }) =>
        auth.updatePhoneNumber({
          email: request.body.user_name,
          phoneNumber: request.body.phone_number,
          session: request.body.session,
        }),
      );
      return {
        message: UPDATE_PHONE_NUMBER_SENT_MESSAGE,
        session: challenge.session,
        challengeParameters: {
          CODE_DELIVERY_DESTINATION: challenge.challengeParameters.CODE_DELIVERY_DESTINATION,
        },
      };
    },
  );
};
