import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountClosedSchema,
  closeAccountSchema,
  closureStandingSchema,
  changeEmailPayloadSchema,
  changeMobilePayloadSchema,
  changePasswordPayloadSchema,
  confirmDetailCodeSchema,
  detailCodeSentSchema,
  identityErrorSchema,
  IDENTITY_FLOW_ERRORS,
  signInDetailsSchema,
} from '@wallet/domain';
import { apiErrorSchema, IdentityFailure } from '../../lib/http-errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { requireUser, signedInCaller } from '../../plugins/request-context.js';
import { identityServicesOver } from './auth-routes.js';
import { inIdentityTransaction } from './identity-transaction.js';
import { createSessionCookies } from './session-cookies.js';

const changeResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  429: identityErrorSchema,
};

/**
 * Your account's sign-in details (issue 45): the signed-in customer's own e-mail address, mobile
 * and password, and nobody else's. Each write is one transaction; a refusal keeps what it records
 * (a wrong password's count, a wrong code's attempt).
 */
export const signInDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { signInDetails, accountClosure } = identityServicesOver(app, app.repositories);
  const sessionCookies = createSessionCookies({ secure: app.config.isProduction });
  type Services = ReturnType<typeof identityServicesOver>;
  const writing = <T>(work: (service: Services['signInDetails']) => Promise<T>) =>
    inIdentityTransaction(app.repositories, (tx) =>
      work(identityServicesOver(app, tx).signInDetails),
    );
  const closing = <T>(work: (service: Services['accountClosure']) => Promise<T>) =>
    inIdentityTransaction(app.repositories, (tx) =>
      work(identityServicesOver(app, tx).accountClosure),
    );
  /** Routes that take a password or a code: the identity routes' limit per address. */
  const limited = {
    rateLimit: {
      max: app.config.authRateLimitMax,
      timeWindow: '1 minute',
      errorResponseBuilder: () => new IdentityFailure(IDENTITY_FLOW_ERRORS.tooManyRequests, 429),
    },
  };
  const common = { tags: ['account'], security: [{ bearerAuth: [] }] };

  app.get(
    '/account/sign-in-details',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary:
          'The e-mail address the customer signs in with, the mobile their codes go to, whether a code is asked at sign-in, when the password was last chosen, and any change waiting for its code.',
        response: { 200: signInDetailsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => signInDetails.read(signedInCaller(request).userId),
  );

  app.post(
    '/account/email',
    {
      onRequest: requireUser,
      config: limited,
      schema: {
        ...common,
        summary:
          'Asks to sign in with another e-mail address: with the password as it stands, sends a code to the new address. Nothing changes until the code comes back.',
        body: changeEmailPayloadSchema,
        response: { 200: detailCodeSentSchema, ...changeResponses },
      },
    },
    async (request) =>
      writing((service) => service.askToChangeEmail(signedInCaller(request).userId, request.body)),
  );

  app.post(
    '/account/email/confirm',
    {
      onRequest: requireUser,
      config: limited,
      schema: {
        ...common,
        summary:
          'The code sent to the new address: the account signs in with it from now on, and the old address is told.',
        body: confirmDetailCodeSchema,
        response: { 200: signInDetailsSchema, ...changeResponses },
      },
    },
    async (request) =>
      writing((service) => service.confirmEmail(signedInCaller(request).userId, request.body.code)),
  );

  app.post(
    '/account/mobile',
    {
      onRequest: requireUser,
      config: limited,
      schema: {
        ...common,
        summary:
          'Asks for sign-in codes to go to another mobile, with the password as it stands: sends a code to it by text. Nothing changes until the code comes back.',
        body: changeMobilePayloadSchema,
        response: { 200: detailCodeSentSchema, ...changeResponses },
      },
    },
    async (request) =>
      writing((service) => service.askToChangeMobile(signedInCaller(request).userId, request.body)),
  );

  app.post(
    '/account/mobile/confirm',
    {
      onRequest: requireUser,
      config: limited,
      schema: {
        ...common,
        summary:
          'The code sent to the new mobile: it becomes the number sign-in codes go to, and the old number is told.',
        body: confirmDetailCodeSchema,
        response: { 200: signInDetailsSchema, ...changeResponses },
      },
    },
    async (request) =>
      writing((service) =>
        service.confirmMobile(signedInCaller(request).userId, request.body.code),
      ),
  );

  app.put(
    '/account/password',
    {
      onRequest: requireUser,
      config: limited,
      schema: {
        ...common,
        summary:
          'A new password, with the password as it stands: every other sign-in of the account ends, and the customer is told by e-mail.',
        body: changePasswordPayloadSchema,
        response: { 200: signInDetailsSchema, ...changeResponses },
      },
    },
    async (request) => {
      const caller = signedInCaller(request);
      const { currentPassword, newPassword } = request.body;
      // The slow hash is made before the transaction opens, so it holds no connection (as sign-in
      // keeps its hash comparison out of its transaction).
      const newPasswordHash = await hashPassword(newPassword);
      return writing((service) =>
        service.changePassword(caller, { currentPassword, newPasswordHash }),
      );
    },
  );

  app.get(
    '/account/closure',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary:
          'Whether the account can be closed today: not while a policy is in force or a claim is in progress, with the reason.',
        response: { 200: closureStandingSchema, 401: apiErrorSchema },
      },
    },
    async (request) => accountClosure.standing(signedInCaller(request).userId),
  );

  app.post(
    '/account/closure',
    {
      onRequest: requireUser,
      config: limited,
      schema: {
        ...common,
        summary:
          'Closes the account with the password as it stands: every sign-in ends, the customer is told by e-mail, and the personal data the law does not keep is erased (policies, payments and claims are kept for their years).',
        body: closeAccountSchema,
        response: { 200: accountClosedSchema, ...changeResponses },
      },
    },
    async (request, reply) => {
      const closed = await closing((service) =>
        service.close(signedInCaller(request).userId, request.body.currentPassword),
      );
      sessionCookies.clear(reply);
      return closed;
    },
  );
};
