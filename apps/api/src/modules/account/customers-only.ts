import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { forbidden } from '../../lib/http-errors.js';
import { signedInCaller } from '../../plugins/request-context.js';

/**
 * A guard for a customer's own account routes, after `requireUser`: staff (agents, claims
 * handlers) are refused with 403 before anything is read or written, as the customer's own
 * documents and address refuse them. They act for a customer through the agents' routes.
 */
export function customersOnly(message: string): onRequestAsyncHookHandler {
  return async (request: FastifyRequest) => {
    if (signedInCaller(request).role !== 'customer') throw forbidden(message);
  };
}
