import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AGENT_SEARCH_MAX_RESULTS,
  agentMobilePayloadSchema,
  agentMobileResponseSchema,
  matchPayloadSchema,
  matchResponseSchema,
  matchSearchPayloadSchema,
  portfolioRowSchema,
  portfolioRowsSchema,
  retrieveUserPayloadSchema,
  unmatchPayloadSchema,
  userListSchema,
} from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { requireRole } from '../../plugins/request-context.js';
import { createMatchingService } from './matching-service.js';
import { actorOf, agentRefusals, agentRoute, inRecordedAction } from './recorded-action.js';
import { retriedOnceOnUniqueViolation } from '../../lib/unique-violation.js';

/** The matching service (platform.md 2.10, 6 and 7): super agents only. */
export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repositories, clock } = app;
  const matching = createMatchingService({ register: app.services.portfolioRegister, clock });
  const asSuperAgent = { onRequest: requireRole('super_agent') };
  const refusals = { ...agentRefusals, 404: apiErrorSchema };

  app.post(
    '/users',
    {
      ...asSuperAgent,
      schema: {
        ...agentRoute,
        summary: `Retrieve user: the customers whose e-mail, first name or surname (the one field sent) starts with the input, any letter case (at most ${AGENT_SEARCH_MAX_RESULTS}). username is the customer's identifier for the Match modal and the mobile update.`,
        body: retrieveUserPayloadSchema,
        response: { 200: userListSchema, ...agentRefusals },
      },
    },
    async (request) =>
      inRecordedAction(repositories, actorOf(request), clock, (tx) =>
        matching.retrieveUsers(tx, request.body),
      ),
  );

  app.post(
    '/home/applied_match/search',
    {
      ...asSuperAgent,
      schema: {
        ...agentRoute,
        summary: "A customer's portfolio rows (third_party_identifier: the user's username).",
        body: matchSearchPayloadSchema,
        response: { 200: portfolioRowsSchema, ...agentRefusals },
      },
    },
    async (request) =>
      inRecordedAction(repositories, actorOf(request), clock, (tx) =>
        matching.portfolioRows(tx, request.body.third_party_identifier),
      ),
  );

  app.post(
    '/home/applied_match/match',
    {
      ...asSuperAgent,
      schema: {
        ...agentRoute,
        summary:
          'Pair a real portfolio code (XXXXXXXX-XXXX-XXXX-XXXXXXXXXXXX) with a customer: successfully_paired, or matching_failure (policy_holder_email: whose it is; user_email: who submitted that pairing) when it is registered to someone else. 404 for an unknown customer.',
        body: matchPayloadSchema,
        response: { 200: matchResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return retriedOnceOnUniqueViolation(() =>
        inRecordedAction(repositories, actor, clock, (tx) =>
          matching.match(tx, actor, request.body),
        ),
      );
    },
  );

  app.post(
    '/home/applied_match/unmatch',
    {
      ...asSuperAgent,
      schema: {
        ...agentRoute,
        summary:
          "Remove a portfolio row; 404 'Failed to delete Portfolio Code' when there is no such row.",
        body: unmatchPayloadSchema,
        response: { 200: portfolioRowSchema, ...refusals },
      },
    },
    async (request) =>
      inRecordedAction(repositories, actorOf(request), clock, (tx) =>
        matching.unmatch(tx, request.body),
      ),
  );

  app.put(
    '/users/phone_number',
    {
      ...asSuperAgent,
      schema: {
        ...agentRoute,
        summary:
          "The edit-mobile modal's update (the spec shows no path): 08 and 8 digits or +3538 and 8 digits, kept as +3538...; the customer proves the new number by SMS code before SMS sign-in uses it. 404 'Failed to update mobile number' for an unknown customer.",
        body: agentMobilePayloadSchema,
        response: { 200: agentMobileResponseSchema, ...refusals },
      },
    },
    async (request) =>
      inRecordedAction(repositories, actorOf(request), clock, (tx) =>
        matching.updateMobile(tx, request.body),
      ),
  );
};
