import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, apiErrorSchema, notFound } from '../lib/http-errors.js';
import { requireOperatorKey } from '../plugins/operator-key.js';

/** How many failed jobs the list shows, the latest first. */
const FAILED_JOBS_LISTED = 100;

/** Why a failed job is not put back in the queue (409), as the job runner tells. */
export const RETRY_REFUSALS = {
  'pays-nothing': 'Only a refund or payout owed to a customer can be tried again here.',
  undone: 'This job cannot be tried again: what it had begun was undone as it failed.',
} as const;

const failedJobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  failed_at: z.string(),
});

/**
 * The operators' view of the work that failed for good (a refund or payout among it alerts the
 * operations mailbox as it fails), and a way to try a job again once its cause is fixed.
 */
export const jobOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireOperator = requireOperatorKey(app);

  app.get(
    '/operator/jobs/failed',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['operator'],
        summary: `The jobs that failed after their last attempt, the latest first (at most ${FAILED_JOBS_LISTED}).`,
        security: [{ operatorKey: [] }],
        response: {
          200: z.object({ jobs: z.array(failedJobSchema) }),
          401: apiErrorSchema,
        },
      },
    },
    async () => {
      const rows = await app.repositories.jobs.failed(FAILED_JOBS_LISTED);
      return {
        jobs: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          attempts: row.attempts,
          last_error: row.lastError,
          failed_at: row.updatedAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/operator/jobs/:id/retry',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['operator'],
        summary:
          'Puts a refund or payout that failed for good back in the queue with its attempts anew (409 for other work, and for a job that undid its work as it failed).',
        security: [{ operatorKey: [] }],
        params: z.object({ id: z.string().regex(/^[1-9]\d{0,14}$/, 'Not a job id.') }),
        response: {
          200: z.object({ id: z.number().int(), status: z.literal('pending') }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const job = await app.repositories.jobs.findById(id);
      if (job?.status !== 'failed') throw notFound('No job that failed for good has this id.');
      const refusal = app.jobRunner.retryRefusal(job.kind);
      if (refusal) throw new HttpError(409, 'Conflict', RETRY_REFUSALS[refusal]);
      if (!(await app.repositories.jobs.retryFailed(id))) {
        throw notFound('No job that failed for good has this id.');
      }
      request.log.info({ jobId: id }, 'failed job put back in the queue by an operator');
      return { id, status: 'pending' as const };
    },
  );
};
