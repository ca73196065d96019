import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { bindResponseSchema, type PolicyType } from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { requireUser } from '../../plugins/request-context.js';
import { bindCallerOf } from './bind-caller.js';
import type { BindOrder } from './checkout-product.js';

/**
 * A product's bind call (car-travel-payment.md 7): signed in, its own payload checked by its
 * schema, read as the checkout's BindOrder and bound on the shared checkout, answering when the
 * policy is made. Every product answers in the same shape.
 */
export function productBindRoute<Body extends z.ZodType>(spec: {
  policyType: PolicyType;
  path: string;
  summary: string;
  body: Body;
  orderOf: (body: z.output<Body>) => BindOrder;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const { checkout, checkoutProducts } = app.services;
    const product = checkoutProducts.of(spec.policyType);
    // Typed plainly: Fastify checks the body and the answer by the schema at run time, and
    // TypeScript cannot work out a body type from a schema that is still a type parameter.
    const schema: FastifySchema = {
      tags: ['checkout'],
      summary: spec.summary,
      security: [{ bearerAuth: [] }],
      body: spec.body,
      response: {
        200: bindResponseSchema,
        400: apiErrorSchema,
        401: apiErrorSchema,
        404: apiErrorSchema,
        // The quote changed while the bind read it: nothing was paid (QUOTE_CHANGED).
        409: apiErrorSchema,
      },
    };
    app.post(spec.path, { onRequest: requireUser, schema }, async (request) =>
      checkout.bind(
        product,
        await bindCallerOf(app.repositories.users, request),
        spec.orderOf(request.body as z.output<Body>),
        true,
      ),
    );
  };
}
