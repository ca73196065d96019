import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RENEWAL_NOTICE_MIN_WORKING_DAYS, parseIsoDate } from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { requireOperatorKey } from '../../plugins/operator-key.js';
import { calendarDayOf } from './renewal-scheduler.js';

/** The cycle's outcome as the operator command prints it. */
export const renewalCycleOutcomeSchema = z.object({
  date: z.string(),
  offersIssued: z.number().int(),
  lateNotices: z.number().int(),
  renewed: z.number().int(),
  lapsed: z.number().int(),
  failures: z.array(z.object({ kind: z.string(), policyId: z.string(), error: z.string() })),
  unsettled: z.number().int(),
});

/** A renewal notice issued under the legal minimum of working days, as operators see it. */
export const lateNoticeSchema = z.object({
  offer_id: z.string(),
  policy_number: z.string(),
  renewal_date: z.string(),
  issued_at: z.string(),
  /** null: an offer issued before the working days given were recorded. */
  notice_working_days: z.number().int().nullable(),
  status: z.string(),
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
          lateNotices: outcome.lateNotices,
          renewed: outcome.renewed,
          lapsed: outcome.lapsed,
          failures: outcome.failures.length,
        },
        'renewal cycle run by the operator',
      );
      return outcome;
    },
  );

  /**
   * The renewal offers whose notice went out under the legal minimum of working days
   * (docs/decisions/0016): issued late rather than never, and flagged for operators to follow up.
   */
  app.get(
    '/operator/renewals/late-notices',
    {
      onRequest: requireOperatorKey(app),
      schema: {
        tags: ['operator'],
        summary: `Renewal offers whose notice gave fewer than ${RENEWAL_NOTICE_MIN_WORKING_DAYS} working days before the renewal date (Irish public holidays not counted), soonest renewal first.`,
        security: [{ operatorKey: [] }],
        response: {
          200: z.object({
            minimum_working_days: z.number().int(),
            late_notices: z.array(lateNoticeSchema),
          }),
          401: apiErrorSchema,
        },
      },
    },
    async () => ({
      minimum_working_days: RENEWAL_NOTICE_MIN_WORKING_DAYS,
      late_notices: (await app.repositories.renewalNotices.lateNotices()).map((notice) => ({
        offer_id: notice.offerId,
        policy_number: notice.policyNumber,
        renewal_date: notice.renewalDate,
        issued_at: notice.issuedAt.toISOString(),
        notice_working_days: notice.noticeWorkingDays,
        status: notice.status,
      })),
    }),
  );
};
