/**
 * The one place errors become answers: bad input is a 400 naming each field at fault, expected
 * failures keep their status, a database out of reach (a cut connection) is a 503 to try again,
 * and anything unexpected is logged and answered with a generic 500 that reveals nothing of the
 * server.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client.js';
import { FieldValidationError, HttpError, IdentityFailure } from '../lib/http-errors.js';
import { logRequestCompleted } from './request-log.js';
import { runGuardsOfRoute } from './route-guards.js';
import { API_ANSWER_HEADERS } from './security.js';

export const VALIDATION_FAILED_MESSAGE = 'The request is not valid.';
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again later.';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a few seconds.';
/** How long a caller is asked to wait before trying again when the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

function addFieldError(fieldErrors: Record<string, string[]>, field: string, message: string) {
  const messages = (fieldErrors[field] ??= []);
  if (!messages.includes(message)) messages.push(message);
}

/**
 * Identity routes also name a bad request as the identity provider would (InvalidPasswordException
 * when the password breaks the rule, InvalidParameterException otherwise), with the first field's
 * message, so the app can show the provider's message as the spec asks for sign-up errors.
 */
function identityNameOf(request: FastifyRequest, fieldErrors: Record<string, string[]>) {
  if (!request.routeOptions.config?.identityRoute) return { message: VALIDATION_FAILED_MESSAGE };
  const passwordField = ['password', 'newPassword'].find((field) => fieldErrors[field]);
  const field = passwordField ?? Object.keys(fieldErrors)[0];
  return {
    name: passwordField ? 'InvalidPasswordException' : 'InvalidParameterException',
    message: (field && fieldErrors[field]?.[0]) || VALIDATION_FAILED_MESSAGE,
  };
}

/**
 * Fastify's own refusals whose message repeats what the caller sent (the address): a fixed
 * message instead, so that nothing the caller chose is echoed back.
 */
const FIXED_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      // "/address/town" -> "address.town"; a problem with the whole body or params keeps its name.
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      addFieldError(
        fieldErrors,
        path || (error.validationContext ?? 'body'),
        issue.message ?? 'Invalid value',
      );
    }
    return reply.code(400).send({
      statusCode: 400,
      error: 'Bad Request',
      ...identityNameOf(request, fieldErrors),
      fieldErrors,
    });
  }
  if (error instanceof FieldValidationError) {
    return reply.code(400).send({
      statusCode: 400,
      error: 'Bad Request',
      message: VALIDATION_FAILED_MESSAGE,
      fieldErrors: error.fieldErrors,
    });
  }
  if (error instanceof IdentityFailure) {
    return reply.code(error.statusCode).send(error.identityError);
  }
  if (error instanceof HttpError) {
    return reply
      .code(error.statusCode)
      .send({ statusCode: error.statusCode, error: error.error, message: error.message });
  }
  if (isDatabaseUnavailable(error)) {
    // The database is restarting, failing over or out of reach: the request may be tried again
    // as it stands, on a new connection. The query's values stay out of the log (err serializer).
    request.log.warn({ err: error }, 'database unavailable');
    return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({
      statusCode: 503,
      error: 'Service Unavailable',
      message: DATABASE_UNAVAILABLE_MESSAGE,
    });
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    // Fastify's own client errors (malformed JSON, wrong content type, too large, rate limit).
    return reply.code(statusCode).send({
      statusCode,
      error: STATUS_CODES[statusCode] ?? 'Error',
      message: FIXED_MESSAGES[error.code] ?? error.message,
    });
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send({
    statusCode: 500,
    error: 'Internal Server Error',
    message: UNEXPECTED_ERROR_MESSAGE,
  });
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(answerError);
}

/**
 * Errors Fastify meets before it looks for a route (a malformed percent-encoding in the address),
 * answered outside every route and its hooks: the same handler answers them, and the security
 * headers and the log line, which the hooks would have added, are added here.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.headers(API_ANSWER_HEADERS);
  reply.raw.once('finish', () => logRequestCompleted(request, reply));
  if (error.code !== 'FST_ERR_BAD_URL') return answerError(error, request, reply);
  // Authentication before validation: the guards of the route the address would have reached
  // answer first (a 401 or 403), and only a caller they let through hears of the address.
  runGuardsOfRoute(request, reply).then(
    () => answerError(error, request, reply),
    (refusal: FastifyError) => answerError(refusal, request, reply),
  );
}

/** What Node's HTTP parser refuses before Fastify sees a request (the rest is a 400). */
const CLIENT_ERROR_ANSWERS: Readonly<Record<string, readonly [number, string]>> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'The request is too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};

/**
 * A request refused before it is one (headers too large, not HTTP, too slow): there is no request
 * to hand to the error handler, so the answer is written on the connection as the handler would
 * give it, in the API's JSON shape with the security headers, and logged. Nothing the caller sent
 * is repeated.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  // A connection the caller reset, or one already gone: there is nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, message] = CLIENT_ERROR_ANSWERS[error.code ?? ''] ?? [
    400,
    'The request could not be read.',
  ];
  this.log.info(
    { res: { statusCode }, code: error.code, remoteAddress: socket.remoteAddress },
    'request refused',
  );
  if (socket.writable) {
    const status = STATUS_CODES[statusCode] ?? 'Error';
    const body = JSON.stringify({ statusCode, error: status, message });
    const headers = {
      ...API_ANSWER_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${statusCode} ${status}\r\n${head.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}
