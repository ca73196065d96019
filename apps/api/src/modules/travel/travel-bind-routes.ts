import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeBindResponseSchema, travelBindRequestSchema } from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { requireUser } from '../../plugins/request-context.js';
import { bindCallerOf } from '../checkout/index.js';
import { travelBindOrder } from './travel-bind-order.js';

/** car-travel-payment.md 7: POST /travel/travel_quotes/bind on the shared checkout. */
export const travelBindRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout, checkoutProducts } = app.services;
  const travel = checkoutProducts.of('TRAVEL');

  app.post(
    '/travel/travel_quotes/bind',
    {
      onRequest: requireUser,
      schema: {
        tags: ['checkout'],
        summary:
          "Pay for a travel quote by card and make the policy, answering when done (car-travel-payment.md 7). Refused with 400 and field errors, before anything is written, unless the declaration is confirmed, the premium id and quote name are the quote's current price, the cover has not started and the quote was priced at most 14 days ago. The card is charged the quote's total, which its authorisation must match. Repeating it returns the first result.",
        security: [{ bearerAuth: [] }],
        body: travelBindRequestSchema,
        response: {
          200: homeBindResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          // The quote changed while the bind read it: nothing was paid (QUOTE_CHANGED).
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      checkout.bind(
        travel,
        await bindCallerOf(app.repositories.users, request),
        travelBindOrder(request.body),
        true,
      ),
  );
};
