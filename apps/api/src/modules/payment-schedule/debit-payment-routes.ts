import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankAccountChangeRequestSchema,
  bankAccountChangedSchema,
  missedDebitPaidSchema,
  calendarDateOf,
  formatIsoDate,
  parseIsoDate,
  payMissedDebitRequestSchema,
} from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { requireOperatorKey } from '../../plugins/operator-key.js';
import { requireUser, signedInCaller } from '../../plugins/request-context.js';

/** YYYY-MM-DD, a day the calendar has. */
const runDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD.')
  .refine((value) => parseIsoDate(value) !== undefined, 'Not a day of the calendar.');

const policyParams = z.strictObject({ policyId: z.string().trim().min(1).max(60) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  503: apiErrorSchema,
};

/** Issue 45: a missed debit paid now by card and a new bank account, the owner's policies only. */
export const debitPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.debitPayments;
  app.post(
    '/policies/:policyId/missed-debits/pay',
    {
      onRequest: requireUser,
      schema: {
        tags: ['policies'],
        security: [{ bearerAuth: [] }],
        summary:
          'Pay a missed direct debit now by card (a token of the hosted card fields, after 3-D Secure). One payment per debit: a retry with the same submission id answers the first.',
        params: policyParams,
        body: payMissedDebitRequestSchema,
        response: { 200: missedDebitPaidSchema, ...errors },
      },
    },
    async (request) =>
      service.payMissed(signedInCaller(request).userId, request.params.policyId, request.body),
  );

  app.put(
    '/policies/:policyId/bank-account',
    {
      onRequest: requireUser,
      schema: {
        tags: ['policies'],
        security: [{ bearerAuth: [] }],
        summary:
          "Change the bank account a direct-debit policy's debits come from: a new SEPA mandate with the account holder's consent and its pre-notification e-mailed. Once per submission id.",
        params: policyParams,
        body: bankAccountChangeRequestSchema,
        response: { 200: bankAccountChangedSchema, ...errors },
      },
    },
    async (request) =>
      service.changeBankAccount(
        signedInCaller(request).userId,
        request.params.policyId,
        request.body,
      ),
  );
};

/**
 * `POST /api/operator/direct-debits/run`: the day's collections (today by default) run at once
 * and waited for, so demos and tests can collect (or, with the sandbox's refused IBAN, miss) a
 * debit without waiting for its day's job.
 */
export const debitOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/operator/direct-debits/run',
    {
      onRequest: requireOperatorKey(app),
      schema: {
        tags: ['operator'],
        summary:
          'Collect every direct debit dated by a day (today by default) that has not been asked of the bank yet, and wait for it.',
        security: [{ operatorKey: [] }],
        body: z.strictObject({ date: runDateSchema.optional() }),
        response: {
          200: z.object({
            date: z.string(),
            collected: z.number().int(),
            missed: z.number().int(),
            failures: z.array(z.object({ policyId: z.string(), error: z.string() })),
          }),
          400: apiErrorSchema,
          401: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const date = request.body.date ?? formatIsoDate(calendarDateOf(app.clock()));
      const outcome = await app.services.debitPayments.collectDue(date);
      request.log.info(
        {
          date,
          collected: outcome.collected,
          missed: outcome.missed,
          failures: outcome.failures.length,
        },
        'direct debits collected by the operator',
      );
      return outcome;
    },
  );
};
