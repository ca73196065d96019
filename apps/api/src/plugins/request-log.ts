import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * One access-log line per request, written once the answer has gone: what was asked (method,
 * address, UI version and client address, through the `req` serializer) and how it went (status
 * and time taken). Fastify's own request logging (turned off in app.ts) writes two lines per
 * request, one on arrival and one on completion, which doubled the cost of logging for the same
 * facts (docs/decisions/0008). A request that fails is logged by the error handler besides.
 */
export function logEveryRequest(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    logRequestCompleted(request, reply);
    done();
  });
}

/** The access-log line of a request; also written for an answer given before any route's hooks. */
export function logRequestCompleted(request: FastifyRequest, reply: FastifyReply): void {
  request.log.info(
    { req: request, res: reply, responseTime: reply.elapsedTime },
    'request completed',
  );
}
