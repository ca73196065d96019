import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CORRESPONDENCE_ADDRESS_MESSAGES,
  correspondenceAddressAnswerSchema,
  correspondenceAddressSchema,
  profileAddressOf,
  type CorrespondenceAddressAnswer,
} from '@wallet/domain';
import { apiErrorSchema, unauthorized } from '../../lib/http-errors.js';
import { requireUser, signedInCaller } from '../../plugins/request-context.js';
import { addressChangedEmail } from './correspondence-address-messages.js';
import { customersOnly } from './customers-only.js';

/**
 * The customer's correspondence address (issue 45): changed in Your account, checked by the
 * form's own schema, and told to the customer by e-mail in the same transaction. It changes no
 * policy: the address a policy insures is a policy change, with its price (issue 43).
 */
export const correspondenceAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/account/address',
    {
      // Staff act for customers elsewhere: refused before the body is read.
      onRequest: [requireUser, customersOnly(CORRESPONDENCE_ADDRESS_MESSAGES.customersOnly)],
      schema: {
        tags: ['account'],
        security: [{ bearerAuth: [] }],
        summary:
          "Changes the address we write to the customer at (the form's values: chosen from the Eircode look-up or typed in lines). Policies keep the addresses they insure.",
        body: correspondenceAddressSchema,
        response: {
          200: correspondenceAddressAnswerSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request): Promise<CorrespondenceAddressAnswer> => {
      const caller = signedInCaller(request);
      const address = profileAddressOf(request.body);
      await app.repositories.transaction(async (tx) => {
        const user = await tx.users.findById(caller.userId);
        if (!user || user.closedAt) throw unauthorized();
        await tx.profiles.setAddress(
          user.id,
          {
            addressLine1: address.address_line1,
            addressLine2: address.address_line2,
            addressLine3: address.address_line3,
            town: address.town,
            county: address.county,
            eircode: address.eircode,
          },
          { firstName: user.givenName, lastName: user.familyName },
        );
        await tx.outboxMessages.send(
          addressChangedEmail({ userId: user.id, givenName: user.givenName, email: user.email }),
        );
      });
      request.log.info({ userId: caller.userId }, 'correspondence address changed');
      return { address };
    },
  );
};
