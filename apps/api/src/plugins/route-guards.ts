/**
 * Authentication before validation, also for an address Fastify cannot decode (a malformed
 * percent-encoding in a path parameter): Fastify refuses such a request before any hook runs, so
 * a guarded route would answer 400 to a caller it should have answered 401. Each route's own
 * onRequest hooks (requireUser, requireRole, the operator key, a feature gate) are kept here by
 * route pattern; the framework-error answer (error-handler.ts) runs the guards of the route the
 * address would have reached, and tells the caller what they would have been told first.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { identifyCaller } from './request-context.js';

type Guard = (
  request: FastifyRequest,
  reply: FastifyReply,
  done?: (error?: Error) => void,
) => unknown;

interface GuardedRoute {
  methods: readonly string[];
  pattern: RegExp;
  /** The router prefers the route with more fixed text, and a wildcard last: so does this. */
  specificity: number;
  guards: readonly Guard[];
}

declare module 'fastify' {
  interface FastifyInstance {
    routeGuards: { of(method: string, path: string): readonly Guard[] | undefined };
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route's URL as a pattern over the raw, undecoded path: each parameter one segment (or the
 * rest of the path, for a wildcard), whatever bytes it holds.
 */
export function patternOfRouteUrl(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}/?$`);
}

/** Runs a hook of either kind (async, or with a done callback) to its end. */
function runGuard(guard: Guard, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  if (guard.length < 3) return Promise.resolve(guard(request, reply));
  return new Promise((resolve, reject) =>
    guard(request, reply, (error) => (error ? reject(error) : resolve(undefined))),
  );
}

/**
 * The guards of the route this address would reach, run as its hooks would: throws what the
 * first refusing guard throws. Nothing to run, or all passed: the address's own 400 follows.
 */
export async function runGuardsOfRoute(request: FastifyRequest, reply: FastifyReply) {
  const path = (request.raw.url ?? '').split('?')[0] ?? '';
  const guards = request.server.routeGuards.of(request.raw.method ?? 'GET', path);
  if (!guards) return;
  await identifyCaller(request);
  for (const guard of guards) await runGuard(guard, request, reply);
}

export const routeGuardsPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: GuardedRoute[] = [];
    app.addHook('onRoute', (route: RouteOptions) => {
      const hooks = route.onRequest;
      const guards = (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []) as Guard[];
      if (guards.length === 0) return;
      routes.push({
        methods: [route.method].flat().map((method) => method.toUpperCase()),
        pattern: patternOfRouteUrl(route.url),
        specificity: route.url.includes('*') ? -1 : route.url.replace(/:[A-Za-z0-9_]+/g, '').length,
        guards,
      });
    });
    app.decorate('routeGuards', {
      of: (method: string, path: string) => {
        const wanted = method.toUpperCase() === 'HEAD' ? ['HEAD', 'GET'] : [method.toUpperCase()];
        const reached = routes
          .filter(
            (route) =>
              route.methods.some((each) => wanted.includes(each)) && route.pattern.test(path),
          )
          .sort((a, b) => b.specificity - a.specificity);
        return reached[0]?.guards;
      },
    });
  },
  { name: 'route-guards', dependencies: ['request-context'] },
);
