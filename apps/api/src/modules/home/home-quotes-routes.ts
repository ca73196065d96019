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
} from '@wallet/domain';
import { apiErrorSchema, forbidden, notFound } from '../../lib/http-errors.js';
import { requireUser, signedInCaller } from '../../plugins/request-context.js';
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
          "The latest home quote of the customer with this e-mail: an agent's lookup, or a customer's own.",
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
      const customer = await app.repositories.users.findByEmail(request.body.email);
      if (caller.role === 'customer' && customer?.id !== caller.userId) throw forbidden();
      if (!customer) throw notFound('No customer with this e-mail.');
      const ownBrowser = customer.id === caller.userId ? visitorKeyHashOf(request) : null;
      return { home_quote: await service.latest(customer.id, ownBrowser) };
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
