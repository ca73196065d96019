import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PORTFOLIO_CODE_MESSAGES,
  createAccountPayloadSchema,
  createAccountResponseSchema,
  portfolioCodeParamsSchema,
  portfolioVerificationSchema,
} from '@wallet/domain';
import { apiErrorSchema, notFound } from '../../lib/http-errors.js';
import { requireRole } from '../../plugins/request-context.js';
import { createCustomerAccounts } from './customer-accounts.js';
import {
  actorOf,
  agentRefusals,
  agentRoute,
  inRecordedAction,
  recorded,
} from './recorded-action.js';
import { retriedOnceOnUniqueViolation } from '../../lib/unique-violation.js';

/** Create Customer Account (platform.md 2.10, 6, 7 and 8). */
export const customerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repositories, clock } = app;
  const accounts = createCustomerAccounts({
    register: app.services.portfolioRegister,
    tokenSecret: app.config.tokenSecret,
    publicOrigin: app.config.publicOrigins[0]!,
    clock,
  });
  const asAgent = { onRequest: requireRole('agent') };

  app.get(
    '/home/applied_home_quotes/verify/portfolio/:portfolioCode',
    {
      ...asAgent,
      schema: {
        ...agentRoute,
        summary: `Whether a portfolio code is a real one (the bank's portfolio register): 404 '${PORTFOLIO_CODE_MESSAGES.invalid}' when it is not.`,
        params: portfolioCodeParamsSchema,
        response: { 200: portfolioVerificationSchema, ...agentRefusals, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const code = request.params.portfolioCode;
      return inRecordedAction(repositories, actorOf(request), clock, async () => {
        if (!(await accounts.isKnown(code))) throw notFound(PORTFOLIO_CODE_MESSAGES.invalid);
        return recorded(
          { portfolio_code: code, valid: true as const },
          { action: 'search', subjectReference: code, details: { check: 'portfolio_code' } },
        );
      });
    },
  );

  app.post(
    '/profile/profile/create',
    {
      ...asAgent,
      schema: {
        ...agentRoute,
        summary:
          'Register a customer with a real portfolio code: the account is created by the agent (no password) and paired with the code; one e-mail names the agent and branch and carries the code that sets the password and verifies the e-mail in one step (decision 0032). An e-mail that has an account is paired instead, with the match message. A refusal answers successfully_paired false with failure_reason and writes nothing.',
        body: createAccountPayloadSchema,
        response: { 200: createAccountResponseSchema, ...agentRefusals },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return retriedOnceOnUniqueViolation(() =>
        inRecordedAction(repositories, actor, clock, (tx) =>
          accounts.create(tx, actor, request.body),
        ),
      );
    },
  );
};
