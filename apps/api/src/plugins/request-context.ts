/**
 * Who is calling, decided once per request from the bearer token: routes read `request.caller`
 * and guard themselves with `requireUser` or `requireRole`, so access rules stay beside the route.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { AGENT_DOCUMENTS_MESSAGES, type UserRole } from '@wallet/domain';
import { forbidden, unauthorized } from '../lib/http-errors.js';

export type Caller =
  { kind: 'anonymous' } | { kind: 'user'; userId: string; role: UserRole; signInId: string };
export type SignedInCaller = Extract<Caller, { kind: 'user' }>;

const ANONYMOUS: Caller = Object.freeze({ kind: 'anonymous' as const });

export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The caller a bearer token names, or anonymous once it is forged, expired or signed out. */
async function callerOfToken(app: FastifyInstance, token: string): Promise<Caller> {
  const claims = await app.accessTokens.verify(token);
  // A signed token stays valid until it expires unless its sign-in has ended (sign-out, a
  // password reset, a reused refresh token): one read by primary key per signed-in request.
  const live = claims
    ? await app.repositories.refreshSessions.isSignInLive(claims.signInId)
    : false;
  return claims && live
    ? { kind: 'user', userId: claims.userId, role: claims.role, signInId: claims.signInId }
    : ANONYMOUS;
}

/**
 * Decides `request.caller` outside the hook: for a request Fastify refuses before its hooks run
 * (an address it cannot decode), whose route's guards still decide first (route-guards.ts).
 */
export async function identifyCaller(request: FastifyRequest): Promise<void> {
  const token = bearerTokenOf(request);
  request.caller = token ? await callerOfToken(request.server, token) : ANONYMOUS;
}

export const requestContextPlugin = fp(
  async (app) => {
    // Fastify wants request decorations declared up front; the hook below sets the real value.
    app.decorateRequest('caller', null as never);
    const callerOf = (token: string) => callerOfToken(app, token);
    // A callback hook: a request without a token (most of them) is decided at once, without a
    // promise; one with a token waits for its check.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = bearerTokenOf(request);
      if (!token) {
        request.caller = ANONYMOUS;
        done();
        return;
      }
      callerOf(token).then(
        (caller) => {
          request.caller = caller;
          done();
        },
        (error: Error) => done(error),
      );
    });
  },
  { name: 'request-context' },
);

/** The signed-in caller; throws 401 for an anonymous one. For handlers behind `requireUser`. */
export function signedInCaller(request: FastifyRequest): SignedInCaller {
  if (request.caller.kind !== 'user') throw unauthorized();
  return request.caller;
}

export const requireUser: onRequestAsyncHookHandler = async (request: FastifyRequest) => {
  signedInCaller(request);
};

/** Roles that include the powers of each role: a super agent can do all an agent can. */
const ROLES_WITH_POWERS_OF: Record<UserRole, readonly UserRole[]> = {
  customer: ['customer', 'agent', 'super_agent'],
  agent: ['agent', 'super_agent'],
  super_agent: ['super_agent'],
  claims_handler: ['claims_handler'],
};

export function requireRole(role: UserRole): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const caller = signedInCaller(request);
    if (!ROLES_WITH_POWERS_OF[role].includes(caller.role)) throw forbidden();
  };
}

/**
 * A customer's own documents are opened by the customer only: staff signed in as agents are
 * refused (403) before anything is read, whoever's documents they name. An agent sends them to
 * the customer by e-mail instead (modules/agent, decision 0033).
 */
export async function customersOnly(request: FastifyRequest): Promise<void> {
  if (signedInCaller(request).role !== 'customer') {
    throw forbidden(AGENT_DOCUMENTS_MESSAGES.agentCannotOpen);
  }
}
