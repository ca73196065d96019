/**
 * Agent mode in the home journey (home.md 2, 4 and 6; platform.md 4.4; decision 0021): an agent
 * quotes, re-prices and pays for a home quote for a customer. The quote belongs to the customer
 * it is made for (their account, found by the policyholder's e-mail), names the agent and their
 * branch, and each action writes its audit row in its own transaction: `quote` with the quote,
 * `payment_taken` with the policy the payment made. Customers and visitors cannot use these paths.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AGENT_JOURNEY_MESSAGES,
  DATA_SECURITY_CHECKS,
  homeBindRequestSchema,
  homeBindResponseSchema,
  homeBindStatusRequestSchema,
  homeBindStatusResponseSchema,
  homeQuoteRequestSchema,
  homeQuoteResponseSchema,
  homeRecalculationRequestSchema,
  homeRecalculationResponseSchema,
  agentQuoteChecksSchema,
  type AgentQuoteChecks,
} from '@wallet/domain';
import {
  apiErrorSchema,
  FieldValidationError,
  HttpError,
  notFound,
} from '../../lib/http-errors.js';
import { requireRole, signedInCaller } from '../../plugins/request-context.js';
import { actorOf, inRecordedAction, recorded } from '../agent/index.js';
import { agentStatusReaderOf, type AgentPayer } from '../checkout/index.js';
import { homeBindOrder } from './home-bind-order.js';
import { homeQuoteReferenceOf } from './home-quotes-service.js';

/** An agent's quote request: the customer's answers and the agent's own checks (About you). */
export const agentHomeQuoteRequestSchema = homeQuoteRequestSchema.extend({
  agent: agentQuoteChecksSchema,
});

const EMAIL_PATH = 'home_quote.policy_holder_details.email';

/** Which data-security answers were correct: no personal data, only that each was checked. */
const dataSecurityDetails = (checks: AgentQuoteChecks) =>
  Object.fromEntries(DATA_SECURITY_CHECKS.map((check) => [check, checks.data_security[check]]));

export const homeAgentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.homeQuotes;
  const { users, branches, homeQuotes } = app.repositories;
  const { checkout, checkoutProducts } = app.services;
  const home = checkoutProducts.of('HOME');
  const guard = { onRequest: requireRole('agent') };
  const common = { tags: ['agent', 'home'], security: [{ bearerAuth: [] }] };
  const refusals = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
  };

  /**
   * The customer account an e-mail names: null when there is none yet (the sign-in check makes
   * it); a staff account is never a customer.
   */
  async function customerOf(email: string, field: string) {
    const user = await users.findByEmail(email);
    if (user && user.role !== 'customer') {
      throw new FieldValidationError({ [field]: [AGENT_JOURNEY_MESSAGES.notCustomerEmail] });
    }
    return user ?? null;
  }

  /** An agent's quote by its reference (or an insurer's), or 404 as for any quote not theirs. */
  async function agentQuoteOf(reference: string) {
    const stored = await homeQuotes.findByReference(homeQuoteReferenceOf(reference));
    if (!stored) throw notFound('No such home quote.');
    if (!stored.createdByAgentId) {
      throw new FieldValidationError({ quote_reference: [AGENT_JOURNEY_MESSAGES.notAgentQuote] });
    }
    return stored;
  }

  app.post(
    '/agent/home/applied_home_quotes',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          "An agent's home quote for a customer (home.md 6, decision 0021): the quote call's payload with the agent's checks (terms confirmed, data security: 2 correct answers, the date of birth one). The quote is the customer's (their account by the policyholder's e-mail, or theirs once the sign-in check makes it), names the agent and branch, and is recorded as `quote`.",
        body: agentHomeQuoteRequestSchema,
        response: { 200: homeQuoteResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { agent, ...body } = request.body;
      const customer = await customerOf(body.home_quote.policy_holder_details.email, EMAIL_PATH);
      const customerUserId = customer?.id ?? null;
      // Priced before the transaction: the insurers are not asked while rows are locked.
      const priced = await service.priceForCustomer(customerUserId, body);
      const agentUserId = signedInCaller(request).userId;
      const branch = await branches.branchOfUser(agentUserId);
      return inRecordedAction(app.repositories, actorOf(request), app.clock, async (tx) => {
        const { stored, response } = await service.keepForCustomer(tx, customerUserId, priced, {
          createdByAgentId: agentUserId,
          branchId: branch?.id ?? null,
        });
        return recorded(response, {
          action: 'quote',
          customerUserId,
          subjectReference: stored.quoteReference,
          details: {
            product: 'HOME',
            priced_again: priced.existing !== undefined,
            data_security: dataSecurityDetails(agent),
          },
        });
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
        response: { 200: homeBindResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const order = homeBindOrder(request.body);
      const stored = await agentQuoteOf(order.quoteReference);
      const email = stored.request.home_quote.policy_holder_details.email;
      const customer = stored.ownerUserId
        ? await users.findById(stored.ownerUserId)
        : await customerOf(email, 'payment_details.quote_reference');
      if (!customer) {
        throw new HttpError(409, 'NO_CUSTOMER_ACCOUNT', AGENT_JOURNEY_MESSAGES.noCustomerAccount);
      }
      // A quote made before the customer's account (the sign-in check made it since) becomes
      // theirs: it was made for this e-mail. Nothing else of it changes.
      if (!stored.ownerUserId) await homeQuotes.claim(stored.id, customer.id);
      const caller = signedInCaller(request);
      const branch = await branches.branchOfUser(caller.userId);
      const payer: AgentPayer = {
        userId: caller.userId,
        role: caller.role,
        branchId: branch?.id ?? null,
      };
      return checkout.bind(
        home,
        { userId: customer.id, email: customer.email, visitorKeyHash: null },
        order,
        true,
        payer,
      );
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
        body: homeBindStatusRequestSchema,
        response: { 200: homeBindStatusResponseSchema, ...refusals },
      },
    },
    async (request) =>
      checkout.status(home, await agentStatusReaderOf(users, request), {
        quoteReference: request.body.quote_reference,
        email: request.body.user_email,
      }),
  );
};
