import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  claimHandlerActionSchema,
  claimHandlerMessageSchema,
  claimQueueSchema,
  staffClaimDetailSchema,
} from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { requireRole, signedInCaller } from '../../plugins/request-context.js';
import { claimFileParams, sendClaimFile } from '../claims/index.js';

const referenceParams = z.strictObject({ reference: z.string().trim().min(1).max(40) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/**
 * The claims handler's routes (issue 44), for the claims-handler role only (anyone else 403, a
 * visitor 401, before the request is looked at): the queue, a claim whole, its files, and the
 * actions and messages that move it on.
 */
export const claimsHandlingRoutes: FastifyPluginAsyncZod = async (app) => {
  const handling = app.services.claimsHandling;
  const common = {
    tags: ['claims handling'],
    security: [{ bearerAuth: [] }],
  };
  const onRequest = requireRole('claims_handler');
  const actorOf = (request: Parameters<typeof signedInCaller>[0]) => {
    const caller = signedInCaller(request);
    return { userId: caller.userId, role: caller.role };
  };

  app.get(
    '/staff/claims',
    {
      onRequest,
      schema: {
        ...common,
        summary:
          "Claims in progress, overdue first (a development not told within 10 business days, a decision not made within 10 business days of the last information, an approved claim not paid within 10 business days), then by the day next due. Nothing of a customer's is listed.",
        response: { 200: claimQueueSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => handling.queue(),
  );

  app.get(
    '/staff/claims/:reference',
    {
      onRequest,
      schema: {
        ...common,
        summary:
          'A claim whole: its answers, timeline, thread and files, its customer and the policy period it is on, what is due next and the actions its stage allows. Opening it is on the audit trail.',
        params: referenceParams,
        response: { 200: staffClaimDetailSchema, ...errors },
      },
    },
    async (request) => handling.get(actorOf(request), request.params.reference),
  );

  app.get(
    '/staff/claims/:reference/files/:fileId',
    {
      onRequest,
      schema: {
        ...common,
        summary:
          "One of the claim's files, as kept, to view in the browser; opening it is on the audit trail.",
        params: claimFileParams,
        response: { 200: z.any().describe('The file'), ...errors },
      },
    },
    async (request, reply) =>
      sendClaimFile(
        reply,
        await handling.file(actorOf(request), request.params.reference, request.params.fileId),
      ),
  );

  app.post(
    '/staff/claims/:reference/actions',
    {
      onRequest,
      schema: {
        ...common,
        summary:
          "Moves the claim on: assess, ask the customer for information (the question), approve (the amount to pay, after the excess) or decline (the reasons, which the customer is sent with how to appeal). Checked under the claim's lock; the event, the customer's e-mail and the audit row are written together. The same action_id again answers the claim as it stands (409 if it was another action).",
        params: referenceParams,
        body: claimHandlerActionSchema,
        response: { 200: staffClaimDetailSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => handling.act(actorOf(request), request.params.reference, request.body),
  );

  app.post(
    '/staff/claims/:reference/messages',
    {
      onRequest,
      schema: {
        ...common,
        summary:
          "The handler writes on the claim's thread; the customer is e-mailed to read it and the update's clock starts again. The same message_id keeps one message (409 with other words).",
        params: referenceParams,
        body: claimHandlerMessageSchema,
        response: { 200: staffClaimDetailSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) =>
      handling.sendMessage(actorOf(request), request.params.reference, request.body),
  );
};
