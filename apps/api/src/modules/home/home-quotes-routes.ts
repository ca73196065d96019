import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  homeQuoteRequestSchema,
  homeQuoteResponseSchema,
  homeRecalculationRequestSchema,
  homeRecalculationResponseSchema,
  isOnlinePromoCode,
  isStaffPromoCode,
  latestHomeQuoteByEmailSchema,
  latestHomeQuoteResponseSchema,
  type AgentReadKind,
} from '@wallet/domain';
import { apiErrorSchema, forbidden, notFound } from '../../lib/http-errors.js';
import { requireUser, signedInCaller } from '../../plugins/request-context.js';
import { actorOf, inRecordedAction, recorded } from '../agent/index.js';
import { productQuoteRoutes, visitorKeyHashOf } from '../quotes/index.js';
import { homeAgentRoutes } from './home-agent-routes.js';

export const homeQuotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.homeQuotes;
  await app.register(
    productQuoteRoutes({
      tag: 'home',
      service: () => ({
        create: (requester, body) => service.create(requester, body),
        recalculate: (requester, body) => service.recalculate(requester, body),
        latest: async (userId, visitorKeyHash) => ({
          home_quote: await service.latest(userId, visitorKeyHash),
        }),
      }),
      create: {
        path: '/home/applied_home_quotes',
        summary:
          'Quote a home from both insurers (home.md 7). Visitors may ask; their quote is kept for their browser until they sign in.',
        body: homeQuoteRequestSchema,
        answer: homeQuoteResponseSchema,
      },
      recalculate: {
        path: '/home/applied_home_quotes/recalculate',
        summary:
          'Re-price the chosen insurer\'s quote with another excess or extras; the first item is the new quote (home.md 7 "Home recalculation").',
        body: homeRecalculationRequestSchema,
        answer: homeRecalculationResponseSchema,
      },
      latest: {
        path: '/home/applied_home_quotes/latest',
        summary:
          "The signed-in customer's latest home quote (home.md 7); quotes this browser made signed out become theirs first.",
        answer: latestHomeQuoteResponseSchema,
      },
    }),
  );

  // Agent mode's quote, re-pricing and payment for a customer (decision 0021).
  await app.register(homeAgentRoutes);

  app.post(
    '/home/applied_home_quotes/latest',
    {
      onRequest: requireUser,
      schema: {
        tags: ['home'],
        summary:
          "The latest home quote of the customer with this e-mail: an agent's lookup (recorded on the audit trail and the customer's own; 404 for an e-mail with no customer account), or a customer's own.",
        security: [{ bearerAuth: [] }],
        body: latestHomeQuoteByEmailSchema,
        response: {
          200: latestHomeQuoteResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const caller = signedInCaller(request);
      if (caller.role === 'customer') {
        const own = await app.repositories.users.findByEmail(request.body.email);
        if (own?.id !== caller.userId) throw forbidden();
        return { home_quote: await service.latest(own.id, visitorKeyHashOf(request)) };
      }
      // Staff who act for no customer (a claims handler) read no one's quote.
      if (caller.role !== 'agent' && caller.role !== 'super_agent') throw forbidden();
      // An agent's read of a customer's quote: recorded with the read, in its transaction, so no
      // quote leaves without its row (decision 0019). Agents read customers only.
      return inRecordedAction(app.repositories, actorOf(request), app.clock, async (tx) => {
        const customer = await tx.users.findByEmail(request.body.email);
        if (customer?.role !== 'customer') throw notFound('No customer with this e-mail.');
        const homeQuote = await service.latest(customer.id, null, tx);
        return recorded(
          { home_quote: homeQuote },
          {
            action: 'open',
            customerUserId: customer.id,
            subjectReference: homeQuote.quote_reference,
            details: { view: 'latest_quote' satisfies AgentReadKind },
          },
        );
      });
    },
  );

  app.get(
    '/home/promo/validate',
    {
      schema: {
        tags: ['home'],
        summary:
          "Whether a promotional code is valid (home.md 7): true or false. 'staff' is valid; the form then asks for a staff number. False for every code while home_premium_discounts_enabled is off.",
        querystring: z.object({ promoCode: z.string().max(50) }),
        response: { 200: z.boolean(), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { promoCode } = request.query;
      const known = isOnlinePromoCode(promoCode) || isStaffPromoCode(promoCode);
      return known && (await app.repositories.flags.readAll()).home_premium_discounts_enabled;
    },
  );
};
