/**
 * Agent mode in the home journey (home.md 2, 4 and 6; platform.md 4.4; decision 0021): an agent
 * quotes, re-prices and pays for a home quote for a customer. The quote belongs to the customer
 * it is made for (their account, found by the policyholder's e-mail), names the agent and their
 * branch, and each action writes its audit row in its own transaction: `quote` with the quote,
 * `payment_taken` with the policy the payment made. Customers and visitors cannot use these paths.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DATA_SECURITY_CHECKS,
  homeBindRequestSchema,
  bindResponseSchema,
  bindStatusRequestSchema,
  bindStatusResponseSchema,
  homeQuoteRequestSchema,
  homeQuoteResponseSchema,
  homeRecalculationRequestSchema,
  homeRecalculationResponseSchema,
  agentQuoteChecksSchema,
  type AgentQuoteChecks,
} from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { requireRole } from '../../plugins/request-context.js';
import {
  actorOf,
  agentJourney,
  agentJourneyRefusals,
  inRecordedAction,
  recorded,
} from '../agent/index.js';
import { agentStatusReaderOf } from '../checkout/index.js';
import { homeBindOrder } from './home-bind-order.js';
import { checkDataSecurityAgainstRecord } from './home-agent-record.js';
import { homeQuoteReferenceOf } from './home-quotes-service.js';

/** An agent's quote request: the customer's answers and the agent's own checks (About you). */
export const agentHomeQuoteRequestSchema = homeQuoteRequestSchema.extend({
  agent: agentQuoteChecksSchema,
});

const EMAIL_PATH = 'home_quote.policy_holder_details.email';

/**
 * Which data-security answers were correct: no personal data, only that each was checked; null
 * when the customer had no record to check against (decision 0031).
 */
const dataSecurityDetails = (checks: AgentQuoteChecks) => {
  const answers = checks.data_security;
  return answers
    ? Object.fromEntries(DATA_SECURITY_CHECKS.map((check) => [check, answers[check]]))
    : null;
};

export const homeAgentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.homeQuotes;
  const { users, homeQuotes } = app.repositories;
  const { checkout, checkoutProducts } = app.services;
  const home = checkoutProducts.of('HOME');
  const guard = { onRequest: requireRole('agent') };
  const common = { tags: ['agent', 'home'], security: [{ bearerAuth: [] }] };
  const refusals = agentJourneyRefusals;

  const journey = agentJourney(app.repositories, checkout, app.clock);

  /** An agent's quote by its reference (or an insurer's), or 404 as for any quote not theirs. */
  const agentQuoteOf = async (reference: string) =>
    journey.madeByAgent(
      await homeQuotes.findByReference(homeQuoteReferenceOf(reference)),
      'No such home quote.',
    );

  app.post(
    '/agent/home/applied_home_quotes',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          "An agent's home quote for a customer (home.md 6, decisions 0021 and 0031): the quote call's payload with the agent's checks (terms confirmed; data security, 2 correct answers with the date of birth one, when the customer has a record with us (their latest home quote or profile), and null when they have none: 400 on agent.data_security otherwise). The quote is the customer's (their account by the policyholder's e-mail, or theirs once the sign-in check makes it), names the agent and branch, and is recorded as `quote`.",
        body: agentHomeQuoteRequestSchema,
        response: { 200: homeQuoteResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { agent, ...body } = request.body;
      const customerEmail = body.home_quote.policy_holder_details.email;
      await checkDataSecurityAgainstRecord(app.repositories, customerEmail, agent);
      return journey.quoteFor(request, {
        pricing: service,
        body,
        customerEmail,
        emailPath: EMAIL_PATH,
        product: 'HOME',
        details: { data_security: dataSecurityDetails(agent) },
      });
    },
  );

  app.post(
    '/agent/home/applied_home_quotes/recalculate',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          "An agent's quote re-priced with another excess or extras (home.md 7 'Home recalculation'); only a quote made through the agent journey, recorded as `quote`.",
        body: homeRecalculationRequestSchema,
        response: { 200: homeRecalculationResponseSchema, ...refusals, 503: apiErrorSchema },
      },
    },
    async (request) => {
      const stored = await agentQuoteOf(request.body.quote_reference);
      const { recalculated, change } = await service.reprice(stored, request.body);
      return inRecordedAction(app.repositories, actorOf(request), app.clock, async (tx) => {
        await tx.homeQuotes.saveRecalculation(stored.id, change);
        return recorded([recalculated], {
          action: 'quote',
          customerUserId: stored.ownerUserId,
          subjectReference: stored.quoteReference,
          details: { product: 'HOME', recalculated: true },
        });
      });
    },
  );

  app.post(
    '/agent/home/applied_home_quotes/bind',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          "An agent pays for a customer's home quote by card or direct debit (home.md 6 and 7 Bind): only a quote made through the agent journey, for a customer with an account. The checks and the answer are the bind's; the policy is the customer's and its making writes `payment_taken` in the same transaction. Repeating it returns the first result.",
        body: homeBindRequestSchema,
        response: { 200: bindResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const order = homeBindOrder(request.body);
      const stored = await agentQuoteOf(order.quoteReference);
      return journey.payFor(request, {
        product: home,
        stored,
        customerEmail: stored.request.home_quote.policy_holder_details.email,
        order,
        claim: (id, ownerUserId) => homeQuotes.claim(id, ownerUserId),
      });
    },
  );

  app.post(
    '/agent/home/applied_home_quotes/bind_status',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          "Where the bind of a home quote the agent made stands (home.md 7 Bind status), for the thank-you page after a reload: `user_email` is the agent's own, and only a quote this agent made is answered (another's, or a customer's own, is 404 as an unknown one). Not recorded: it reads the outcome of the agent's own payment, which `payment_taken` records.",
        body: bindStatusRequestSchema,
        response: { 200: bindStatusResponseSchema, ...refusals },
      },
    },
    async (request) =>
      checkout.status(home, await agentStatusReaderOf(users, request), {
        quoteReference: request.body.quote_reference,
        email: request.body.user_email,
      }),
  );
};
