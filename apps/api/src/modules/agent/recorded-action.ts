/**
 * Every agent action that reads or changes a customer's data runs in one transaction with its
 * audit row: the row is written only if the action's own writes are, and a refused action (an
 * error thrown) rolls both back, so the trail holds what happened and nothing else.
 */
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { signedInCaller } from '../../plugins/request-context.js';
import type { Repositories } from '../../repository-types.js';
import type { AgentActionRecord, AgentActor } from './agent-actions-repository.js';

/**
 * What an action answers, and what the trail keeps of it (null: nothing happened to record; a
 * list: one row for each customer a read answered, so each customer's trail shows it).
 */
export interface Recorded<T> {
  answer: T;
  record: AgentActionRecord | readonly AgentActionRecord[] | null;
}

export function recorded<T>(
  answer: T,
  record: AgentActionRecord | readonly AgentActionRecord[] | null,
): Recorded<T> {
  return { answer, record };
}

/**
 * A read's rows: one for each customer account whose data it answered, or one naming nobody when
 * it answered no customer's (a search that found nothing, visitors' quotes), so the read itself is
 * always on the trail. Only identifiers: `record` holds no personal data.
 */
export function readOfCustomers(
  customerUserIds: readonly (string | null | undefined)[],
  record: Omit<AgentActionRecord, 'customerUserId'>,
): AgentActionRecord[] {
  const customers = [...new Set(customerUserIds.filter((id): id is string => Boolean(id)))];
  if (customers.length === 0) return [{ ...record, customerUserId: null }];
  return customers.map((customerUserId) => ({ ...record, customerUserId }));
}

export function actorOf(request: FastifyRequest): AgentActor {
  const caller = signedInCaller(request);
  return { userId: caller.userId, role: caller.role };
}

/** Runs an agent's action and writes its audit row in the same transaction. */
export async function inRecordedAction<T>(
  repositories: Repositories,
  actor: AgentActor,
  clock: Clock,
  work: (tx: Repositories) => Promise<Recorded<T>>,
): Promise<T> {
  return repositories.transaction(async (tx) => {
    const { answer, record } = await work(tx);
    if (record) await tx.agentActions.record(actor, record, clock());
    return answer;
  });
}

/** The schema parts every agent route shares: its tag, its bearer token and its refusals. */
export const agentRoute = {
  tags: ['agent'],
  security: [{ bearerAuth: [] }],
};
export const agentRefusals = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
};
