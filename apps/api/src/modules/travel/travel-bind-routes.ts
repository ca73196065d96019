import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { travelBindRequestSchema } from '@wallet/domain';
import { productBindRoute } from '../checkout/index.js';
import { travelBindOrder } from './travel-bind-order.js';

/** car-travel-payment.md 7: POST /travel/travel_quotes/bind on the shared checkout. */
export const travelBindRoutes: FastifyPluginAsyncZod = productBindRoute({
  policyType: 'TRAVEL',
  path: '/travel/travel_quotes/bind',
  summary:
    "Pay for a travel quote by card and make the policy, answering when done (car-travel-payment.md 7). Refused with 400 and field errors, before anything is written, unless the declaration is confirmed, the premium id and quote name are the quote's current price, the cover has not started and the quote was priced at most 14 days ago. The card is charged the quote's total, which its authorisation must match. Repeating it returns the first result.",
  body: travelBindRequestSchema,
  orderOf: travelBindOrder,
});
