import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentScheduleSchema } from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { requireUser, signedInCaller } from '../../plugins/request-context.js';

const policyParams = z.strictObject({ policyId: z.string().trim().min(1).max(60) });

/** A policy's payment schedule: the signed-in owner's own policies only (another's is not found). */
export const paymentScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const schedules = app.services.paymentSchedules;
  app.get(
    '/policies/:policyId/payment-schedule',
    {
      onRequest: requireUser,
      schema: {
        tags: ['policies'],
        security: [{ bearerAuth: [] }],
        summary:
          'How the policy is paid and, for a monthly plan, each direct debit: its day, its amount as the plan and any mid-term changes set it, and whether it is collected, due or stopped (the policy ended).',
        params: policyParams,
        response: {
          200: paymentScheduleSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => schedules.read(signedInCaller(request).userId, request.params.policyId),
  );
};
