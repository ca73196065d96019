import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  complaintActionSchema,
  complaintDetailSchema,
  complaintListSchema,
  complaintQueueSchema,
  complaintRequestSchema,
  staffComplaintDetailSchema,
} from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { requireRole, requireUser, signedInCaller } from '../../plugins/request-context.js';

const referenceParams = z.strictObject({ reference: z.string().trim().min(1).max(40) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/**
 * Complaints (issue 45): the signed-in customer's own only (another's is not found), about their
 * own policies and claims.
 */
export const complaintsRoutes: FastifyPluginAsyncZod = async (app) => {
  const complaints = app.services.complaints;
  const common = { tags: ['complaints'], security: [{ bearerAuth: [] }] };

  app.post(
    '/complaints',
    {
      // Who is calling is decided before anything of the request is read.
      onRequest: requireUser,
      schema: {
        ...common,
        summary:
          "Makes a complaint: what it is about (one of the customer's policies or claims, a payment, our service or something else), what went wrong and what the customer would like done. The complaint, its first event and its acknowledgement e-mail (with the reference and the Consumer Protection Code's due dates) are written in one transaction. Sent again with the same submission_id (a double tap, a retry), it answers the complaint made and makes no other; with other answers, 409. A policy or claim that is not the customer's is 404.",
        body: complaintRequestSchema,
        response: { 200: complaintDetailSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => complaints.create(signedInCaller(request).userId, request.body),
  );

  app.get(
    '/complaints',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary:
          "The customer's complaints, newest first, each with its status and, while open, the days its next update and final response are due.",
        response: { 200: complaintListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => complaints.list(signedInCaller(request).userId),
  );

  app.get(
    '/complaints/:reference',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary:
          "One of the customer's complaints by its reference, with its timeline and, once given, the final response with the Ombudsman's paragraph.",
        params: referenceParams,
        response: { 200: complaintDetailSchema, ...errors },
      },
    },
    async (request) => complaints.get(signedInCaller(request).userId, request.params.reference),
  );
};

/**
 * The staff's complaint routes (issue 45), for the claims-handler role only, as the claims
 * handler's are (anyone else 403, a visitor 401, before the request is looked at): the queue, a
 * complaint whole (its opening audited) and the actions that answer it.
 */
export const complaintsHandlingRoutes: FastifyPluginAsyncZod = async (app) => {
  const complaints = app.services.complaints;
  const common = { tags: ['complaints handling'], security: [{ bearerAuth: [] }] };
  const onRequest = requireRole('claims_handler');
  const staffErrors = { ...errors, 403: apiErrorSchema };
  const actorOf = (request: Parameters<typeof signedInCaller>[0]) => {
    const caller = signedInCaller(request);
    return { userId: caller.userId, role: caller.role };
  };

  app.get(
    '/staff/complaints',
    {
      onRequest,
      schema: {
        ...common,
        summary:
          "Open complaints, overdue first (an update not given within 20 business days of receipt or the last update, or a final response not given within 40 of receipt), then by the day next due. Nothing of a customer's is listed.",
        response: { 200: complaintQueueSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => complaints.queue(),
  );

  app.get(
    '/staff/complaints/:reference',
    {
      onRequest,
      schema: {
        ...common,
        summary:
          'A complaint whole: its words, timeline, customer, what is due next and the actions its status allows. Opening it is on the audit trail.',
        params: referenceParams,
        response: { 200: staffComplaintDetailSchema, ...staffErrors },
      },
    },
    async (request) => complaints.staffGet(actorOf(request), request.params.reference),
  );

  app.post(
    '/staff/complaints/:reference/actions',
    {
      onRequest,
      schema: {
        ...common,
        summary:
          "Answers the complaint: an update (the text the customer is sent; the next update's clock starts again), the final response (its outcome and text; the Ombudsman's paragraph is added) or its resolution. Checked under the complaint's lock; the event (who and when), the customer's e-mail and the audit row are written together. The same action_id again answers the complaint as it stands (409 if it was another action).",
        params: referenceParams,
        body: complaintActionSchema,
        response: { 200: staffComplaintDetailSchema, ...staffErrors, 409: apiErrorSchema },
      },
    },
    async (request) => complaints.act(actorOf(request), request.params.reference, request.body),
  );
};
