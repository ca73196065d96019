import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { UI_VERSION_HEADER } from '@wallet/domain';
import type { AppConfig } from '../config.js';
import { loggableError } from './loggable-error.js';

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

const loggedRouteOf = (request: FastifyRequest) => {
  const route = request.routeOptions?.url;
  return route && route !== '/*' ? route : request.url.split('?')[0];
};

/**
 * The most a write of the log's lines holds. Pino's destination measures, for every line, the
 * byte length of the pending chunk the line joins, up to its default of 16 KiB: under load that
 * was measured again and again while earlier lines were written, the largest cost of a request's
 * access-log line (`perf` on the flags read at 32 connections; docs/decisions/0026). With chunks
 * of at most 2 KiB (five or six lines), a line cost about half as much, measured alone; a line
 * longer than a chunk is still written whole, as a chunk of its own.
 */
export const LOG_WRITE_CHUNK_BYTES = 2048;

/**
 * Where the log's lines go: `dest` (a file descriptor or a path), written as the event loop turns,
 * not with a system call each, which a loaded server paid on every request (docs/decisions/0008);
 * what is pending is written out when the process exits or is stopped (not when it is killed
 * outright).
 */
export const logDestination = (dest: number | string) =>
  pino.destination({ dest, sync: false, maxWrite: LOG_WRITE_CHUNK_BYTES });

/** The app's logger: where its lines go and what a request's and an error's lines hold. */
export function loggerOptions(
  config: AppConfig,
  stream: NodeJS.WritableStream | undefined,
): FastifyServerOptions['logger'] {
  const pretty = !stream && config.nodeEnv === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    ...(!pretty ? { stream: stream ?? logDestination(1) } : {}),
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
    serializers: {
      // Errors lose the query values and database details that carry personal data.
      err: loggableError,
      // Which release of the browser app called is logged with every request; no headers else.
      // The route, not the address: a query or a path can hold what a customer typed (an address
      // to look up). Pages and files (the static files' wildcard route) and requests no route
      // matched are logged with their path, never their query.
      req: (request: FastifyRequest) => ({
        method: request.method,
        route: loggedRouteOf(request),
        uiVersion: request.headers[UI_VERSION_HEADER],
        remoteAddress: request.ip,
      }),
    },
  };
}
