import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AgentAction, UserRole } from '@wallet/domain';
import type { Database } from '../../db/client.js';
import { agentActions, branches, profiles, quotes, users } from '../../db/schema.js';

/** The staff member acting, as the request's session names them. */
export interface AgentActor {
  userId: string;
  role: UserRole;
}

/** What an agent did, as the audit trail keeps it: never personal data in details. */
export interface AgentActionRecord {
  action: AgentAction;
  customerUserId?: string | null;
  subjectReference?: string | null;
  details?: Record<string, unknown>;
}

export interface AuditFilter {
  customerUserId?: string;
  agentUserId?: string;
  action?: AgentAction;
}

const agent = alias(users, 'agent');

/**
 * What agents did for a customer: the rows naming them, and the quotes an agent made for them
 * before they had an account (decision 0021: the row could name nobody then; the quote became
 * theirs when the agent took their payment). The rows themselves are never changed.
 */
function forCustomer(db: Database, customerUserId: string): SQL {
  return or(
    eq(agentActions.customerUserId, customerUserId),
    and(
      isNull(agentActions.customerUserId),
      eq(agentActions.action, 'quote'),
      inArray(
        agentActions.subjectReference,
        db
          .select({ reference: quotes.quoteReference })
          .from(quotes)
          .where(eq(quotes.ownerUserId, customerUserId)),
      ),
    ),
  )!;
}

/** The audit trail of agent actions (db/schema.ts agentActions). */
export function createAgentActionsRepository(db: Database) {
  const entryColumns = {
    id: agentActions.id,
    at: agentActions.at,
    agentUserId: agentActions.agentUserId,
    agentGivenName: agent.givenName,
    agentFamilyName: agent.familyName,
    agentRole: agentActions.agentRole,
    branchId: agentActions.branchId,
    branchName: branches.branchName,
    customerUserId: agentActions.customerUserId,
    action: agentActions.action,
    subjectReference: agentActions.subjectReference,
    details: agentActions.details,
  };

  async function page(where: SQL | undefined, pageNumber: number, size: number) {
    const [total] = await db.select({ value: count() }).from(agentActions).where(where);
    const rows = await db
      .select(entryColumns)
      .from(agentActions)
      .innerJoin(agent, eq(agent.id, agentActions.agentUserId))
      .leftJoin(branches, eq(branches.id, agentActions.branchId))
      .where(where)
      .orderBy(desc(agentActions.at), desc(agentActions.id))
      .limit(size)
      .offset(pageNumber * size);
    return { rows, total: total?.value ?? 0 };
  }

  return {
    /**
     * Records an action (one row, or one for each customer a read answered) with the branch the
     * agent has chosen at this moment, read in the same statement, so the row says where the agent
     * acted from.
     */
    async record(
      actor: AgentActor,
      entries: AgentActionRecord | readonly AgentActionRecord[],
      at = new Date(),
    ): Promise<void> {
      const list = Array.isArray(entries) ? entries : [entries as AgentActionRecord];
      if (list.length === 0) return;
      // One statement for every row of the action: they are written together or not at all.
      await db.insert(agentActions).values(
        list.map((entry) => ({
          at,
          agentUserId: actor.userId,
          agentRole: actor.role,
          branchId: sql<
            number | null
          >`(select ${profiles.branchId} from ${profiles} where ${profiles.userId} = ${actor.userId})`,
          customerUserId: entry.customerUserId ?? null,
          action: entry.action,
          subjectReference: entry.subjectReference ?? null,
          details: entry.details ?? {},
        })),
      );
    },

    /** A page of the whole trail, newest first, narrowed by the filter. */
    async page(filter: AuditFilter, pageNumber: number, size: number) {
      const where = and(
        filter.customerUserId ? forCustomer(db, filter.customerUserId) : undefined,
        filter.agentUserId ? eq(agentActions.agentUserId, filter.agentUserId) : undefined,
        filter.action ? eq(agentActions.action, filter.action) : undefined,
      );
      return page(where, pageNumber, size);
    },

    /** A page of what agents did for one customer, newest first. */
    async pageOfCustomer(customerUserId: string, pageNumber: number, size: number) {
      return page(forCustomer(db, customerUserId), pageNumber, size);
    },
  };
}

export type AgentActionsRepository = ReturnType<typeof createAgentActionsRepository>;
export type AgentAuditRow = Awaited<ReturnType<AgentActionsRepository['page']>>['rows'][number];
