import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  profileCreatePayloadSchema,
  profileCreateResponseSchema,
  profileSchema,
  profileSearchByEmailSchema,
  savedValuesSchemaOf,
  tempQuoteBodySchema,
  tempQuoteParamsSchema,
  type AgentReadKind,
} from '@wallet/domain';
import { FieldValidationError, apiErrorSchema, notFound } from '../../lib/http-errors.js';
import { requireRole, requireUser, signedInCaller } from '../../plugins/request-context.js';
import { actorOf, inRecordedAction, recorded } from '../agent/index.js';
import { visitorKeyHashOf } from '../quotes/index.js';
import { createProfileService } from './profile-service.js';

const savedValuesSchema = z.record(z.string(), z.unknown());

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = createProfileService(app.repositories, app.products.policyCoverOf);
  const { tempQuotes } = app.repositories;
  const signedIn = { onRequest: requireUser };
  const security = [{ bearerAuth: [] }];

  app.get(
    '/profile/profile',
    {
      ...signedIn,
      schema: {
        tags: ['wallet'],
        summary: "The signed-in user's profile and policies (platform.md 3.1).",
        security,
        response: { 200: profileSchema, 401: apiErrorSchema },
      },
    },
    async (request) => profiles.profileOf(signedInCaller(request).userId),
  );

  for (const url of ['/profile/profile', '/profile/profile/create/user']) {
    app.post(
      url,
      {
        ...signedIn,
        schema: {
          tags: ['wallet'],
          summary:
            "Create the signed-in customer's profile after sign-up and pair the quote they were buying (platform.md 7).",
          security,
          body: profileCreatePayloadSchema,
          response: {
            200: profileCreateResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
          },
        },
      },
      async (request) =>
        profiles.createAfterSignUp(
          signedInCaller(request).userId,
          // Only a quote this browser asked for signed out is paired (its visitor cookie).
          visitorKeyHashOf(request),
          request.body,
        ),
    );
  }

  app.post(
    '/profile/profile/search/email',
    {
      onRequest: requireRole('agent'),
      schema: {
        tags: ['agent'],
        summary:
          "A customer's profile by e-mail (platform.md 7); the default empty profile when there is none. Recorded on the audit trail, and on the customer's own, as a look-up of their details.",
        security,
        body: profileSearchByEmailSchema,
        response: {
          200: profileSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    // An agent's read of a customer's details and policies: recorded with the read, in its
    // transaction, so no profile leaves without its row (decision 0019).
    async (request) =>
      inRecordedAction(app.repositories, actorOf(request), app.clock, async (tx) => {
        const profile = await createProfileService(tx, app.products.policyCoverOf).searchByEmail(
          request.body.email,
        );
        return recorded(profile, {
          action: 'open',
          customerUserId: profile.user_id,
          details: {
            view: 'profile' satisfies AgentReadKind,
            found: profile.user_id !== null,
            policies: profile.policies.length,
          },
        });
      }),
  );

  app.get(
    '/profile/profile/tempQuote/:type',
    {
      ...signedIn,
      schema: {
        tags: ['wallet'],
        summary: "The signed-in user's saved quote form values for a product.",
        security,
        params: tempQuoteParamsSchema,
        response: {
          200: savedValuesSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const saved = await tempQuotes.find(signedInCaller(request).userId, request.params.type);
      if (!saved) throw notFound(`No saved ${request.params.type} quote.`);
      return saved;
    },
  );

  // platform.md 7 saves with POST, car-travel-payment.md 7 with PUT: both save or replace.
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/profile/profile/tempQuote/:type',
      ...signedIn,
      schema: {
        tags: ['wallet'],
        summary:
          "Save (or replace) the signed-in user's quote form values for a product. Travel keeps only the fields of its three cards (aboutYou, yourTrip, yourCover) and refuses values of the wrong kind; other products keep what is sent.",
        security,
        params: tempQuoteParamsSchema,
        body: tempQuoteBodySchema,
        response: { 200: savedValuesSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
      handler: async (request) => {
        const { type } = request.params;
        const values = savedValuesSchemaOf(type).safeParse(request.body);
        if (!values.success) {
          throw new FieldValidationError(
            Object.fromEntries(
              values.error.issues.map((issue) => [issue.path.join('.'), [issue.message]]),
            ),
          );
        }
        return tempQuotes.save(signedInCaller(request).userId, type, values.data);
      },
    });
  }

  app.delete(
    '/profile/profile/tempQuote/:type',
    {
      ...signedIn,
      schema: {
        tags: ['wallet'],
        summary: "Remove the signed-in user's saved quote for a product.",
        security,
        params: tempQuoteParamsSchema,
        response: {
          204: z.null().describe('Removed'),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const removed = await tempQuotes.remove(signedInCaller(request).userId, request.params.type);
      if (!removed) throw notFound(`No saved ${request.params.type} quote.`);
      return reply.code(204).send(null);
    },
  );
};
