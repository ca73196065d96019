import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentActionDescription,
  agentAuditPageSchema,
  agentAuditQuerySchema,
  customerAgentActionsPageSchema,
  customerAgentActionsQuerySchema,
  totalPagesOf,
} from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { requireRole, requireUser, signedInCaller } from '../../plugins/request-context.js';
import type { AgentAuditRow } from './agent-actions-repository.js';
import { agentRefusals, agentRoute } from './recorded-action.js';

const agentNameOf = (row: AgentAuditRow) => `${row.agentGivenName} ${row.agentFamilyName}`.trim();

/**
 * The audit trail read back: super agents read all of it; a customer reads what agents did for
 * them (which agent, from which branch, what and when), and nothing of anyone else's.
 */
export const agentAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { agentActions } = app.repositories;

  app.get(
    '/agent/audit',
    {
      onRequest: requireRole('super_agent'),
      schema: {
        ...agentRoute,
        summary:
          'The audit trail of agent actions, newest first, a page at a time (pages from 0), of one customer, agent (their user ids) or action if asked.',
        querystring: agentAuditQuerySchema,
        response: { 200: agentAuditPageSchema, ...agentRefusals },
      },
    },
    async (request) => {
      const { page, size, customer, agent, action } = request.query;
      const { rows, total } = await agentActions.page(
        {
          ...(customer ? { customerUserId: customer } : {}),
          ...(agent ? { agentUserId: agent } : {}),
          ...(action ? { action } : {}),
        },
        page,
        size,
      );
      return {
        content: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          agent_user_id: row.agentUserId,
          agent_name: agentNameOf(row),
          agent_role: row.agentRole,
          branch_id: row.branchId,
          branch_name: row.branchName,
          customer_user_id: row.customerUserId,
          action: row.action,
          subject_reference: row.subjectReference,
          details: row.details,
        })),
        total_pages: totalPagesOf(total, size),
      };
    },
  );

  app.get(
    '/profile/profile/agent_actions',
    {
      onRequest: requireUser,
      schema: {
        tags: ['wallet'],
        security: [{ bearerAuth: [] }],
        summary:
          "What bank agents did for the signed-in customer: the agent's name, their branch, what and when, newest first (pages from 0).",
        querystring: customerAgentActionsQuerySchema,
        response: {
          200: customerAgentActionsPageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const { rows, total } = await agentActions.pageOfCustomer(
        signedInCaller(request).userId,
        page,
        size,
      );
      return {
        content: rows.map((row) => ({
          at: row.at.toISOString(),
          agent_name: agentNameOf(row),
          branch_name: row.branchName,
          action: row.action,
          description: agentActionDescription(row.action, row.details),
        })),
        total_pages: totalPagesOf(total, size),
      };
    },
  );
};
