/**
 * Agent mode in the car journey (car-travel-payment.md 6; decision 0021), on the seams home's
 * agent mode uses: an agent loads a customer's latest car quote by their e-mail, and quotes,
 * re-prices and pays for a car quote for a customer while motor_enabled is on. The quote belongs to the customer it is made for (their account, found by
 * the main driver's e-mail, or theirs once the sign-in check makes it), names the agent and their
 * branch, and each action writes its audit row in its own transaction: `quote` with the quote,
 * `payment_taken` with the policy the payment made. Customers and visitors cannot use these paths.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AGENT_JOURNEY_MESSAGES,
  carBindRequestSchema,
  bindResponseSchema,
  carQuoteRequestSchema,
  carQuoteResponseSchema,
  carRecalculationRequestSchema,
  profileSearchByEmailSchema,
  savedCarQuoteSchema,
  type AgentReadKind,
} from '@wallet/domain';
import { apiErrorSchema, notFound } from '../../lib/http-errors.js';
import { requireFeature } from '../../plugins/feature-gate.js';
import { requireRole } from '../../plugins/request-context.js';
import {
  actorOf,
  agentJourney,
  agentJourneyRefusals,
  inRecordedAction,
  recorded,
} from '../agent/index.js';
import { motorBindOrder } from './motor-bind-order.js';
import { motorQuoteResponseOf } from './motor-quote-answer.js';

const EMAIL_PATH = 'motor_quote.main_driver.email';

export const motorAgentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.motorQuotes;
  const { motorQuotes } = app.repositories;
  const { checkout, checkoutProducts } = app.services;
  const motor = checkoutProducts.of('MOTOR');
  const journey = agentJourney(app.repositories, checkout, app.clock);
  // Agents only, and only while car is sold (platform.md 2.6: car items when motor is enabled);
  // both answered before the body is read.
  const guard = { onRequest: [requireRole('agent'), requireFeature('motor_enabled')] };
  const common = { tags: ['agent', 'motor'], security: [{ bearerAuth: [] }] };

  /** An agent's car quote by its reference, or 404 as for any quote that does not exist. */
  const agentQuoteOf = async (reference: string) =>
    journey.madeByAgent(await motorQuotes.findByReference(reference), 'No such car quote.');

  app.post(
    '/motor/motor_quotes/latest',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          "The latest car quote of the customer with this e-mail, for an agent to load its answers (car-travel-payment.md 6 and 7, 'POST with {email} for agents'): its quote reference, its policy reference once bought, and what it asked. Recorded on the audit trail and on the customer's own in the read's transaction; 404 for an e-mail with no customer account (staff included) or a customer with no car quote, recording nothing.",
        body: profileSearchByEmailSchema,
        response: { 200: savedCarQuoteSchema, ...agentJourneyRefusals },
      },
    },
    // An agent's read of a customer's quote: recorded with the read, in its transaction, so no
    // quote leaves without its row (decision 0019). Agents read customers only.
    async (request) =>
      inRecordedAction(app.repositories, actorOf(request), app.clock, async (tx) => {
        const customer = await tx.users.findByEmail(request.body.email);
        if (customer?.role !== 'customer') throw notFound(AGENT_JOURNEY_MESSAGES.emailNotFound);
        const latest = await service.latest(customer.id, null, tx);
        return recorded(latest, {
          action: 'open',
          customerUserId: customer.id,
          subjectReference: latest.quote_reference,
          details: {
            view: 'latest_car_quote' satisfies AgentReadKind,
            product: 'MOTOR',
            bought: latest.policy_reference !== null,
          },
        });
      }),
  );

  app.post(
    '/agent/motor/motor_quotes',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          "An agent's car quote for a customer (car-travel-payment.md 6, decision 0021): the car quote call's payload, checked and priced as the customer's own. The quote is the customer's (their account by the main driver's e-mail, or theirs once the sign-in check makes it; a staff e-mail is refused with 400), names the agent and branch, and is recorded as `quote` in its transaction. While motor_enabled is on.",
        body: carQuoteRequestSchema,
        response: { 200: carQuoteResponseSchema, ...agentJourneyRefusals },
      },
    },
    async (request) =>
      journey.quoteFor(request, {
        pricing: service,
        body: request.body,
        customerEmail: request.body.motor_quote.main_driver.email,
        emailPath: EMAIL_PATH,
        product: 'MOTOR',
      }),
  );

  app.post(
    '/agent/motor/motor_quotes/recalculate',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          "An agent's car quote priced again with the view quote's cover level, cover type and extras (the car recalculation's rules); only a quote made through the agent journey, recorded as `quote`.",
        body: carRecalculationRequestSchema,
        response: {
          200: carQuoteResponseSchema,
          ...agentJourneyRefusals,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const stored = await agentQuoteOf(request.body.quote_reference);
      // Priced before the transaction, as a quote is.
      const pricing = await service.reprice(stored, request.body);
      return inRecordedAction(app.repositories, actorOf(request), app.clock, async (tx) => {
        // The quote keeps the agent and branch that made it.
        const response = motorQuoteResponseOf(await tx.motorQuotes.replace(stored.id, pricing));
        return recorded(response, {
          action: 'quote',
          customerUserId: stored.ownerUserId,
          subjectReference: stored.quoteReference,
          details: { product: 'MOTOR', recalculated: true },
        });
      });
    },
  );

  app.post(
    '/agent/motor/motor_quotes/bind',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          "An agent pays for a customer's car quote by card or direct debit (car-travel-payment.md 6 and 7): only a quote made through the agent journey, for a customer with an account (409 otherwise). The checks and the answer are the car bind's; the policy is the customer's and its making writes `payment_taken` in the same transaction. Repeating it returns the first result, as the thank-you page does after a reload.",
        body: carBindRequestSchema,
        response: { 200: bindResponseSchema, ...agentJourneyRefusals },
      },
    },
    async (request) => {
      const order = motorBindOrder(request.body);
      const stored = await agentQuoteOf(order.quoteReference);
      return journey.payFor(request, {
        product: motor,
        stored,
        customerEmail: stored.request.motor_quote.main_driver.email,
        order,
        claim: (id, ownerUserId) => motorQuotes.claim(id, ownerUserId),
      });
    },
  );
};
