import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gadgetQuoteAnswerSchema, gadgetQuoteRequestSchema } from '@wallet/domain/test-product';
import { productQuoteRoutes } from '../src/modules/quotes/index.js';
import type { GadgetServices } from './gadget-quotes-service.js';

/** The gadget's quote calls, on the quote-route factory every product uses. */
export const gadgetQuotesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    productQuoteRoutes({
      tag: 'gadget',
      // The test build's services hold the gadget's; the types know only the products sold.
      service: () => (app.services as unknown as GadgetServices).gadgetQuotes,
      create: {
        path: '/gadget/quotes',
        summary: 'Price a gadget for a year of cover from today; visitors quote too.',
        body: gadgetQuoteRequestSchema,
        answer: gadgetQuoteAnswerSchema,
      },
      recalculate: {
        path: '/gadget/quotes/recalculate',
        summary: "Price the caller's gadget quote again on changed answers.",
        body: gadgetQuoteRequestSchema.extend({
          quote_reference: z.string().trim().min(1).max(40),
        }),
      },
      latest: {
        path: '/gadget/quotes/latest',
        summary: "The signed-in customer's latest gadget quote, or none.",
        answer: z.object({ quote: gadgetQuoteAnswerSchema.nullable() }),
      },
    }),
  );
};
