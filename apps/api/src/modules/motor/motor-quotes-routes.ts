import {
  CAR_QUOTE_PARAMETERS_PATH,
  formatIsoDate,
  carQuoteRequestSchema,
  carQuoteResponseSchema,
  carRecalculationRequestSchema,
  savedCarQuoteSchema,
} from '@wallet/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productQuoteRoutes } from '../quotes/index.js';
import { motorAgentRoutes } from './motor-agent-routes.js';

/** car-travel-payment.md 7: the car quote calls. Visitors quote as they do for home and travel. */
export const motorQuotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const lastStartDate = app.config.motorLastStartDate;
  // The same for everyone, from configuration: built once.
  const parameters = { last_start_date: lastStartDate ? formatIsoDate(lastStartDate) : null };
  app.get(
    CAR_QUOTE_PARAMETERS_PATH,
    {
      schema: {
        tags: ['motor'],
        summary:
          "What the car form needs of the server's configuration: the last day a new car policy may start (car-travel-payment.md 9, MOTOR_LAST_START_DATE), or null when only the 45-day window applies.",
        security: [{ bearerAuth: [] }, {}],
        response: { 200: z.object({ last_start_date: z.iso.date().nullable() }) },
      },
    },
    async () => parameters,
  );

  await app.register(
    productQuoteRoutes({
      tag: 'motor',
      service: () => app.services.motorQuotes,
      create: {
        path: '/motor/motor_quotes',
        summary:
          "Quote car cover from the car insurer (RSA), Popular and Prestige at once (car-travel-payment.md 7). Refused with 400 and field errors, before anything is written, unless the answers pass the forms' rules (car-travel-payment.md 5) and the car is the one its registration (or, for a manual search, its ABI code) names. A level the insurer refers or declines beside one it prices is null, named in levels_not_offered with the customer's reason (a car worth more than €50,000 is quoted at Prestige alone, up to €100,000); a decline or referral of both levels answers FAILURE with acceptance_notifications; an insurer that cannot be reached, FAILURE with EXTERNAL_SERVICE_UNAVAILABLE. Visitors may ask; their quote is kept for their browser until they sign in.",
        body: carQuoteRequestSchema,
        answer: carQuoteResponseSchema,
      },
      recalculate: {
        path: '/motor/motor_quotes/recalculate',
        summary:
          "The car recalculation (the spec names it without its path): the view quote's cover level, cover type and extras (car-travel-payment.md 4: NCD protection for comprehensive Prestige only, extras for comprehensive only). The quote is checked with the quote's rules and priced again; the answer is the quote answer again, with the same quote_reference and new premium_ids.",
        body: carRecalculationRequestSchema,
      },
      latest: {
        path: '/motor/motor_quotes/latest',
        summary:
          "The signed-in customer's latest car quote (car-travel-payment.md 7), with its policy reference once bought; quotes this browser made signed out become theirs first.",
        answer: savedCarQuoteSchema,
      },
    }),
  );

  // Agent mode's car quote, re-pricing and payment for a customer (decision 0021).
  await app.register(motorAgentRoutes);
};
