import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarDateOf,
  DATA_EXPORT_AGAIN_AFTER_MINUTES,
  DATA_EXPORT_MESSAGES,
  dataExportFileName,
  dataExportListSchema,
  dataExportSchema,
  formatIsoDate,
  type DataExport,
} from '@wallet/domain';
import { apiErrorSchema, notFound } from '../../lib/http-errors.js';
import { requireUser, signedInCaller } from '../../plugins/request-context.js';
import { customersOnly } from './customers-only.js';
import { inFileOrder } from './data-export-content.js';
import type { DataExportRow } from './data-export-repository.js';

const exportParams = z.strictObject({ exportId: z.uuid() });

const answerOf = (row: Omit<DataExportRow, 'content'>): DataExport => ({
  id: row.id,
  status: row.status,
  progress: row.progress,
  requested_at: row.requestedAt.toISOString(),
  ready_at: row.readyAt?.toISOString() ?? null,
  expires_at: row.expiresAt?.toISOString() ?? null,
});

/**
 * 'Download your data' (GDPR art. 15 and 20, issue 45): the signed-in customer asks for a copy,
 * follows it being built, and downloads it; nobody else's can be named.
 */
export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const exports = app.repositories.dataExports;
  const common = { tags: ['account'], security: [{ bearerAuth: [] }] };
  const customerOnly = customersOnly(DATA_EXPORT_MESSAGES.customersOnly);

  app.post(
    '/account/data-exports',
    {
      onRequest: [requireUser, customerOnly],
      schema: {
        ...common,
        summary:
          "Asks for a copy of the customer's data: built by a job, e-mailed when ready. While one is being built, or one was asked for in the last few minutes, asking again answers that one.",
        response: { 202: dataExportSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { row, jobId } = await exports.request(
        signedInCaller(request).userId,
        new Date(app.clock().getTime() - DATA_EXPORT_AGAIN_AFTER_MINUTES * 60_000),
      );
      if (jobId !== null) app.jobRunner.wake();
      return reply.code(202).send(answerOf(row));
    },
  );

  app.get(
    '/account/data-exports',
    {
      onRequest: [requireUser, customerOnly],
      schema: {
        ...common,
        summary: "The customer's copies asked for, newest first, with how far each has got.",
        response: { 200: dataExportListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      // Copies past their week are emptied whenever anyone looks, as well as after each build.
      await exports.forgetExpired(app.clock());
      return { exports: (await exports.listOf(signedInCaller(request).userId)).map(answerOf) };
    },
  );

  app.get(
    '/account/data-exports/:exportId',
    {
      onRequest: [requireUser, customerOnly],
      schema: {
        ...common,
        summary:
          "Downloads a finished copy as a JSON file; another customer's, one not finished or one removed after its time is not found.",
        params: exportParams,
        response: {
          200: z.string().describe("The copy: a JSON file of the customer's data"),
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await exports.ownedBy(signedInCaller(request).userId, request.params.exportId);
      const live = row?.status === 'ready' && row.expiresAt && row.expiresAt > app.clock();
      if (!live || !row.content) throw notFound(DATA_EXPORT_MESSAGES.notFound);
      const readyOn = formatIsoDate(calendarDateOf(row.readyAt!));
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${dataExportFileName(readyOn)}"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(inFileOrder(row.content), null, 2));
    },
  );
};
