import type { onRequestAsyncHookHandler } from 'fastify';
import type { FeatureFlagName } from '@wallet/domain';

/**
 * A route that exists only while its feature flag is on (platform.md 3.2): with the flag off it
 * answers exactly as an unknown address does, before any sign-in or payload is looked at. The
 * flags are read from the process's short-lived copy, so the check costs no query on most calls.
 */
export function requireFeature(name: FeatureFlagName): onRequestAsyncHookHandler {
  return async function featureGate(request, reply) {
    const flags = await request.server.repositories.flags.readAll();
    if (!flags[name]) return reply.callNotFound();
  };
}
