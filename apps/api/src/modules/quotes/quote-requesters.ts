import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QuoteRequester } from './quote-access.js';
import { ensureVisitorKeyHash, visitorKeyHashOf } from './visitor-key.js';

const userIdOf = (request: FastifyRequest) =>
  request.caller.kind === 'user' ? request.caller.userId : null;

/** Who asks about an existing quote: the signed-in customer and this browser's visitor key. */
export function quoteRequesterOf(request: FastifyRequest): QuoteRequester {
  return { userId: userIdOf(request), visitorKeyHash: visitorKeyHashOf(request) };
}

/**
 * Who asks for a new quote: a signed-in customer owns it; a visitor's browser gets a visitor key
 * first (a cookie, Secure in production) so the quote is theirs until they sign in.
 */
export function newQuoteRequesterOf(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): QuoteRequester {
  const userId = userIdOf(request);
  return {
    userId,
    visitorKeyHash: userId ? null : ensureVisitorKeyHash(request, reply, secure),
  };
}
