import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { branchSchema } from '@wallet/domain';
import { apiErrorSchema, FieldValidationError } from '../../lib/http-errors.js';
import { requireRole, signedInCaller } from '../../plugins/request-context.js';
import { agentAuditRoutes } from './agent-audit-routes.js';
import { agentPolicyDocumentsRoutes } from './agent-policy-documents-routes.js';
import { customerAccountRoutes } from './customer-account-routes.js';
import { liveQuotesRoutes } from './live-quotes-routes.js';
import { matchingRoutes } from './matching-routes.js';
import { quoteSearchRoutes } from './quote-search-routes.js';
import { signInCheckRoutes } from './sign-in-check-routes.js';

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { branches, users, profiles } = app.repositories;
  const security = [{ bearerAuth: [] }];

  app.get(
    '/profile/profile/branches',
    {
      // The branch picker is the agents' (platform.md 2.6, 2.7 and 4.4); customers have no branch.
      onRequest: requireRole('agent'),
      schema: {
        tags: ['agent'],
        summary: 'Every bank branch, by name.',
        security,
        response: { 200: z.array(branchSchema), 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => branches.list(),
  );

  app.get(
    '/profile/profile/branch',
    {
      onRequest: requireRole('agent'),
      schema: {
        tags: ['agent'],
        summary: "The signed-in agent's branch, or null before one is chosen.",
        security,
        response: { 200: branchSchema.nullable(), 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => branches.branchOfUser(signedInCaller(request).userId),
  );

  app.put(
    '/profile/profile/branch',
    {
      onRequest: requireRole('agent'),
      schema: {
        tags: ['agent'],
        summary: "Save the signed-in agent's branch (platform.md 4.4).",
        security,
        body: branchSchema,
        response: {
          200: branchSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const caller = signedInCaller(request);
      const branch = await branches.findById(request.body.id);
      if (!branch) throw new FieldValidationError({ id: ['Unknown branch'] });
      if (branch.branch_name !== request.body.branch_name) {
        throw new FieldValidationError({ branch_name: ['Does not match the branch id'] });
      }
      const user = await users.findById(caller.userId);
      await profiles.setBranch(caller.userId, branch.id, {
        firstName: user?.givenName ?? '',
        lastName: user?.familyName ?? '',
      });
      return branch;
    },
  );

  // The agent workspace (docs/decisions/0019): each action recorded in the audit trail.
  await app.register(liveQuotesRoutes);
  await app.register(quoteSearchRoutes);
  await app.register(customerAccountRoutes);
  await app.register(matchingRoutes);
  await app.register(agentAuditRoutes);
  await app.register(signInCheckRoutes);
  await app.register(agentPolicyDocumentsRoutes);
};
