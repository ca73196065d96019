import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLAIM_FILE_TYPES,
  CLAIM_LIMITS,
  claimDetailSchema,
  claimExcessQuerySchema,
  claimExcessSchema,
  claimFileUploadQuerySchema,
  claimListSchema,
  claimMessageRequestSchema,
  claimRequestSchema,
  type ClaimFile,
} from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { requireUser, signedInCaller } from '../../plugins/request-context.js';
import { CLAIM_FILE_PART, multipartUpload } from './multipart-upload.js';

const referenceParams = z.strictObject({ reference: z.string().trim().min(1).max(40) });

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
/** An id sent again with other content. */
const reusedId = { 409: apiErrorSchema };

/**
 * A file's public id: checked by the service, so that any text that names no file of the
 * caller's (a malformed id among them) is the same 404.
 */
export const claimFileParams = referenceParams.extend({ fileId: z.string().max(100) });

const CLAIM_FILE_TYPE_NAMES = Object.values(CLAIM_FILE_TYPES).join(', ');

/**
 * `Content-Disposition` of a claim's file, shown in the browser under the name it was sent with:
 * the name whole in UTF-8 (RFC 6266's filename*), and a plain ASCII one for clients without it.
 */
export function contentDispositionOf(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A claim's file as answered to its owner or its handler. The API's security headers stay on (the
 * file is fetched by the app, never a page of its own): a policy that allows nothing, so a file
 * cannot run anything even opened directly.
 */
export function sendClaimFile(
  reply: FastifyReply,
  { file, body, bytes }: { file: ClaimFile; body: Readable; bytes: number },
) {
  return reply
    .type(file.media_type)
    .header('content-length', bytes)
    .header('content-disposition', contentDispositionOf(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}

/**
 * The upload of a claim's file, in a plugin of its own so that @fastify/multipart and its limits
 * hold for this route alone: one file part, no fields, and busboy stops a file at the size limit
 * as it streams (the service then refuses it with the form's message, as a 400).
 */
const claimFileUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: CLAIM_LIMITS.maxFileBytes, files: 1, fields: 0, parts: 1 },
  });
  const claims = app.services.claims;
  app.post(
    '/claims/:reference/files',
    {
      // Who is calling is decided before anything of the request is read.
      onRequest: requireUser,
      schema: {
        tags: ['claims'],
        security: [{ bearerAuth: [] }],
        summary: `A photo or document on one of the customer's claims: a multipart/form-data body with one part named \`${CLAIM_FILE_PART}\` (${CLAIM_FILE_TYPE_NAMES} by its content, whatever its name; 1 byte to ${CLAIM_LIMITS.maxFileBytes} bytes; up to ${CLAIM_LIMITS.maxFiles} files a claim). A photo is kept without its metadata (its location among it), a HEIC photo as a JPEG. Sent again with the same upload_id it is kept once. A settled or declined claim takes no more; one awaiting information moves back to being assessed. Answers the claim with its files.`,
        params: referenceParams,
        querystring: claimFileUploadQuerySchema,
        response: { 200: claimDetailSchema, ...errors, 503: apiErrorSchema },
      },
    },
    async (request) =>
      claims.addFile(
        signedInCaller(request).userId,
        request.params.reference,
        request.query.upload_id,
        multipartUpload(request),
      ),
  );
};

/**
 * Claims made online (issue 44): the signed-in customer's own claims only (another's is not
 * found), on their own policies.
 */
export const claimsRoutes: FastifyPluginAsyncZod = async (app) => {
  const claims = app.services.claims;
  const common = { tags: ['claims'], security: [{ bearerAuth: [] }] };

  app.post(
    '/claims',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary:
          "Makes a claim on one of the customer's policies, checked with the rules its product's claim form keeps: the claim, its first event and its acknowledgement e-mail in one transaction. Sent again with the same submission_id (a double tap, a retry), it answers the claim made and makes no other; with other answers, 409.",
        body: claimRequestSchema,
        response: { 200: claimDetailSchema, ...errors, ...reusedId },
      },
    },
    async (request) => claims.create(signedInCaller(request).userId, request.body),
  );

  app.get(
    '/claims',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary: "The customer's claims, newest first, those on ended policies included.",
        response: { 200: claimListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => claims.list(signedInCaller(request).userId),
  );

  app.get(
    '/claims/excess',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary:
          "The excess a claim of this kind would carry on one of the customer's policies, as the policy stood on the day it happened (its terms, as its schedule prints them): excess_cents null where none applies; on_record false where its terms are not held online. The claim, when made, keeps the same figure.",
        querystring: claimExcessQuerySchema,
        response: { 200: claimExcessSchema, ...errors },
      },
    },
    async (request) => claims.excess(signedInCaller(request).userId, request.query),
  );

  app.get(
    '/claims/:reference',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary: "One of the customer's claims by its reference, with its timeline.",
        params: referenceParams,
        response: { 200: claimDetailSchema, ...errors },
      },
    },
    async (request) => claims.get(signedInCaller(request).userId, request.params.reference),
  );

  app.post(
    '/claims/:reference/messages',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary:
          "A message from the customer on their claim's thread: information asked for and now given moves the claim back to being assessed. Sent again with the same message_id, it keeps one message (with other words, 409). A settled or declined claim takes no more.",
        params: referenceParams,
        body: claimMessageRequestSchema,
        response: { 200: claimDetailSchema, ...errors, ...reusedId },
      },
    },
    async (request) =>
      claims.sendMessage(signedInCaller(request).userId, request.params.reference, request.body),
  );

  await app.register(claimFileUploadRoutes);

  app.get(
    '/claims/:reference/files/:fileId',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary:
          "One of the customer's claim's files, as kept (image/jpeg, image/png or application/pdf), under the name it was sent with; for its owner only (any other file id, a malformed one among them, is 404).",
        params: claimFileParams,
        response: {
          200: z.any().describe('The file: image/jpeg, image/png or application/pdf'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { file, body, bytes } = await claims.file(
        signedInCaller(request).userId,
        request.params.reference,
        request.params.fileId,
      );
      return sendClaimFile(reply, { file, body, bytes });
    },
  );
};
