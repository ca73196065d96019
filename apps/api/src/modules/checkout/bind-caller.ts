import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/http-errors.js';
import { signedInCaller } from '../../plugins/request-context.js';
import { visitorKeyHashOf } from '../quotes/index.js';
import type { BindCaller, StatusReader } from './checkout-product.js';

/**
 * The signed-in customer buying: a quote asked for while signed out on this browser (its visitor
 * cookie) becomes theirs as they buy it.
 */
export async function bindCallerOf(
  users: { findById(id: string): Promise<{ email: string } | undefined> },
  request: FastifyRequest,
): Promise<BindCaller> {
  const { userId } = signedInCaller(request);
  const user = await users.findById(userId);
  if (!user) throw unauthorized();
  return { userId, email: user.email, visitorKeyHash: visitorKeyHashOf(request) };
}

/**
 * An agent asking where the bind of a quote they made stands (decision 0021): the status call's
 * e-mail is the agent's own, as a customer's is theirs.
 */
export async function agentStatusReaderOf(
  users: { findById(id: string): Promise<{ email: string } | undefined> },
  request: FastifyRequest,
): Promise<StatusReader> {
  const { userId } = signedInCaller(request);
  const user = await users.findById(userId);
  if (!user) throw unauthorized();
  return { userId, email: user.email, as: 'agent' };
}
