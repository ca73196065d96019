import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseIsoDate } from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { requireOperatorKey } from '../../plugins/operator-key.js';
import { calendarDayOf } from './renewal-scheduler.js';

/** The cycle's outcome as the operator command prints it. */
export const renewalCycleOutcomeSchema = z.object({
  date: z.string(),
  offersIssued: z.number().int(),
  renewed: z.number().int(),
  lapsed: z.number().int(),
  failures: z.array(z.object({ kind: z.string(), policyId: z.string(), error: z.string() })),
  unsettled: z.number().int(),
});

/** YYYY-MM-DD, a day the calendar has. */
export const cycleDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD.')
  .refine((value) => parseIsoDate(value) !== undefined, 'Not a day of the calendar.');

/**
 * `npm run renewals -- run [date]` through the running server: the renewal cycle for a day (today
 * by default), waited for, so demos and tests can move a policy through its renewal at once.
 */
export const renewalOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/operator/renewals/run',
    {
      onRequest: requireOperatorKey(app),
      schema: {
        tags: ['operator'],
        summary:
          'Run the renewal cycle for a day (today by default) and wait for it: offers issued, policies renewed by themselves and lapsed.',
        security: [{ operatorKey: [] }],
        body: z.strictObject({ date: cycleDateSchema.optional() }),
        response: { 200: renewalCycleOutcomeSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const date = request.body.date ?? calendarDayOf(app.clock());
      const outcome = await app.services.renewalCycle.runCycle(date);
      request.log.info(
        {
          date,
          offersIssued: outcome.offersIssued,
          renewed: outcome.renewed,
          lapsed: outcome.lapsed,
          failures: outcome.failures.length,
        },
        'renewal cycle run by the operator',
      );
      return outcome;
    },
  );
};
