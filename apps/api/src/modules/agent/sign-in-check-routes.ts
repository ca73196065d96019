import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentSignUpPayloadSchema,
  agentSignUpResponseSchema,
  agentUserLookupPayloadSchema,
  agentUserLookupResponseSchema,
} from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
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

/**
 * The agent's sign-in check (home.md 4 and 6, platform.md 4.4): the user lookup by e-mail, then
 * payment for a customer found, or the agent's sign-up of one not found (decision 0021).
 */
export const signInCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repositories, clock } = app;
  const accounts = createCustomerAccounts({
    register: app.services.portfolioRegister,
    tokenSecret: app.config.tokenSecret,
    publicOrigin: app.config.publicOrigins[0]!,
    clock,
  });
  const asAgent = { onRequest: requireRole('agent') };

  app.post(
    '/users/email_lookup',
    {
      ...asAgent,
      schema: {
        ...agentRoute,
        summary:
          "The sign-in check's user lookup by e-mail (home.md 7 'User lookup by email'; ours: the spec shows no path): the customer account with this e-mail in user_list (empty when none; staff accounts are never listed) and whether an agent created it. Recorded as a search.",
        body: agentUserLookupPayloadSchema,
        response: { 200: agentUserLookupResponseSchema, ...agentRefusals },
      },
    },
    async (request) =>
      inRecordedAction(repositories, actorOf(request), clock, async (tx) => {
        const user = await tx.users.findByEmail(request.body.searchInput);
        const customer = user?.role === 'customer' ? user : undefined;
        return recorded(
          {
            user_list: customer
              ? [
                  {
                    username: customer.id,
                    email: customer.email,
                    first_name: customer.givenName,
                    last_name: customer.familyName,
                  },
                ]
              : [],
            created_by_agent: customer?.createdByAgent ?? false,
          },
          {
            action: 'search',
            customerUserId: customer?.id ?? null,
            details: { option: 'email', purpose: 'sign_in_check', rows: customer ? 1 : 0 },
          },
        );
      }),
  );

  app.post(
    '/users/agent_sign_up',
    {
      ...asAgent,
      schema: {
        ...agentRoute,
        summary:
          "The sign-in check's sign-up of a customer the lookup did not find (home.md 6; ours: the spec shows no path): the customer's names, e-mail, mobile and the 12-character password the app generated. The account is created_by_agent; the verification e-mail goes as at sign-up and the customer sets a password through the reset flow. 409 when the e-mail has an account. Recorded as create_account.",
        body: agentSignUpPayloadSchema,
        response: { 200: agentSignUpResponseSchema, ...agentRefusals, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return retriedOnceOnUniqueViolation(() =>
        inRecordedAction(repositories, actor, clock, (tx) =>
          accounts.signUp(tx, actor, request.body),
        ),
      );
    },
  );
};
