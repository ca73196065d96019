import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TRUSTED_CONTACT_MESSAGES,
  trustedContactAnswerSchema,
  trustedContactPayloadSchema,
  type TrustedContactAnswer,
} from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { requireUser, signedInCaller } from '../../plugins/request-context.js';
import { customersOnly } from './customers-only.js';
import type { TrustedContactRow } from './trusted-contact-repository.js';

const answerOf = (row: TrustedContactRow | undefined): TrustedContactAnswer => ({
  contact: row
    ? {
        name: row.name,
        relationship: row.relationship as NonNullable<
          TrustedContactAnswer['contact']
        >['relationship'],
        mobile: row.phone,
        email: row.email,
        consented_at: row.consentedAt.toISOString(),
      }
    : null,
});

/**
 * The signed-in customer's own trusted contact (Consumer Protection Code 2025): named with their
 * word that the person agreed and when, changed, or removed; nobody else's can be named.
 */
export const trustedContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const contacts = app.repositories.trustedContacts;
  const common = { tags: ['account'], security: [{ bearerAuth: [] }] };
  const customerOnly = customersOnly(TRUSTED_CONTACT_MESSAGES.customersOnly);

  app.get(
    '/account/trusted-contact',
    {
      onRequest: [requireUser, customerOnly],
      schema: {
        ...common,
        summary: "The customer's trusted contact, or null when none is named.",
        response: { 200: trustedContactAnswerSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => answerOf(await contacts.of(signedInCaller(request).userId)),
  );

  app.put(
    '/account/trusted-contact',
    {
      onRequest: [requireUser, customerOnly],
      schema: {
        ...common,
        summary:
          "Names the customer's trusted contact, or changes the one named, with the customer's confirmation that the person agreed (recorded with its time). The same again is the same contact.",
        body: trustedContactPayloadSchema,
        response: {
          200: trustedContactAnswerSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { name, relationship, mobile, email } = request.body;
      const row = await contacts.set({
        userId: signedInCaller(request).userId,
        name,
        relationship,
        phone: mobile,
        email,
        consentedAt: app.clock(),
      });
      return answerOf(row);
    },
  );

  app.delete(
    '/account/trusted-contact',
    {
      onRequest: [requireUser, customerOnly],
      schema: {
        ...common,
        summary: "Removes the customer's trusted contact; removing none is no error.",
        response: { 200: trustedContactAnswerSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      await contacts.remove(signedInCaller(request).userId);
      return answerOf(undefined);
    },
  );
};
