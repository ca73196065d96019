import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carBindRequestSchema } from '@wallet/domain';
import { productBindRoute } from '../checkout/index.js';
import { carBindOrder } from './car-bind-order.js';

/** car-travel-payment.md 7: POST /motor/motor_quotes/bind on the shared checkout. */
export const carBindRoutes: FastifyPluginAsyncZod = productBindRoute({
  policyType: 'MOTOR',
  path: '/motor/motor_quotes/bind',
  summary:
    "Pay for a car quote and make the policy, answering when done (car-travel-payment.md 7). By card ('1'): the single payment; by direct debit ('10'): a deposit of two months by card (payment_id is the card fields' token for it), then 10 instalments by the mandate, collected on the day of the month the policy starts. Refused with 400 and field errors, before anything is written, unless product_selected is a level's current premium id, price (and a direct debit's instalment) is its price, the penalty details and disqualified answer are the quote's, the cover has not started and the quote was priced today. Repeating it returns the first result.",
  body: carBindRequestSchema,
  orderOf: carBindOrder,
});
