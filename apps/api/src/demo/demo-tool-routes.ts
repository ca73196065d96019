import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../lib/http-errors.js';
import { requireOperatorKey } from '../plugins/operator-key.js';
import { createRenewalDemoCustomer } from './renewal-demo-customer.js';

/**
 * The demo tools, registered only where the outbox viewer is open (a local product, never
 * production): a customer of one's own with a home renewal due, for demos and the browser
 * journeys.
 */
export const demoToolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/operator/renewals/customer',
    {
      onRequest: requireOperatorKey(app),
      schema: {
        tags: ['operator'],
        summary:
          "Demo tools: a new customer (the demo password) whose home policy, paid by direct debit with auto-renewal on, is due for renewal with its offer issued, like the demo customer's. Only on a local product (OUTBOX_VIEWER).",
        security: [{ operatorKey: [] }],
        body: z.strictObject({ email: z.email().max(50) }),
        response: {
          201: z.object({
            email: z.string(),
            policy_id: z.string(),
            policy_number: z.string(),
            renewal_date: z.string(),
          }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const made = await createRenewalDemoCustomer(
        {
          repositories: app.repositories,
          products: app.services.checkoutProducts,
          renewalCycle: app.services.renewalCycle,
          clock: app.clock,
        },
        request.body.email.toLowerCase(),
      );
      request.log.info({ policyId: made.policy_id }, 'demo customer with a renewal due made');
      return reply.code(201).send(made);
    },
  );
};
