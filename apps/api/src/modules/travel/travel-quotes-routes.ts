import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  savedTravelQuoteSchema,
  travelQuoteParameters,
  travelQuoteParametersSchema,
  travelQuoteRequestSchema,
  travelQuoteResponseSchema,
  travelRecalculationRequestSchema,
} from '@wallet/domain';
import { productQuoteRoutes } from '../quotes/index.js';

/** car-travel-payment.md 7: the travel quote calls. Visitors quote as they do for home. */
export const travelQuotesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The parameters are the same for everyone: built once.
  const parameters = travelQuoteParameters();
  app.get(
    '/travel/quote_parameters',
    {
      schema: {
        tags: ['travel'],
        summary:
          'The trip types with their destination zones, and the destination countries of each zone (car-travel-payment.md 7).',
        security: [{ bearerAuth: [] }, {}],
        response: { 200: travelQuoteParametersSchema },
      },
    },
    async () => parameters,
  );

  await app.register(
    productQuoteRoutes({
      tag: 'travel',
      service: () => app.services.travelQuotes,
      create: {
        path: '/travel/travel_quotes',
        summary:
          "Quote travel cover from the travel insurer (car-travel-payment.md 7). Refused with 400 and field errors, before anything is written, unless the answers pass the forms' rules (car-travel-payment.md 5). The insurer's decline or referral answers FAILURE with acceptance_notifications; an insurer that cannot be reached, FAILURE with EXTERNAL_SERVICE_UNAVAILABLE. Visitors may ask; their quote is kept for their browser until they sign in.",
        body: travelQuoteRequestSchema,
        answer: travelQuoteResponseSchema,
      },
      recalculate: {
        path: '/travel/travel_quotes/recalculate',
        summary:
          "The travel recalculation (the spec names it without its path): the view quote's Annual Multi-Trip switch. With is_multi_trip true the quote becomes annual multi-trip from policy_start_date (required, today or later, within 45 days); with false it goes back to the single trip it was quoted as. The answer is the quote answer again, with the same quote_reference and a new premium_id.",
        body: travelRecalculationRequestSchema,
      },
      latest: {
        path: '/travel/travel_quotes/latest',
        summary:
          "The signed-in customer's latest travel quote (car-travel-payment.md 7), with its policy reference once bought; quotes this browser made signed out become theirs first.",
        answer: savedTravelQuoteSchema,
      },
    }),
  );
};
