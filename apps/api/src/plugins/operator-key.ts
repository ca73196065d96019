import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/http-errors.js';
import { bearerTokenOf } from './request-context.js';

/** Compares digests so neither the key's content nor its length leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The onRequest hook of every operator route (the flag, insurer and renewal commands): the
 * operator key (config OPERATOR_API_KEY) as a bearer token, or 401.
 */
export function requireOperatorKey(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const key = bearerTokenOf(request);
    if (!key || !sameSecret(key, app.config.operatorApiKey)) {
      throw unauthorized('A valid operator key is required.');
    }
  };
}
