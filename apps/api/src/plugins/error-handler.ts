/**
 * The one place errors become answers: bad input is a 400 naming each field at fault, expected
 * failures keep their status, a database out of reach (a cut connection) is a 503 to try again,
 * and anything unexpected is logged and answered with a generic 500 that reveals nothing of the
 * server.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client.js';
import { FieldValidationError, HttpError, IdentityFailure } from '../lib/http-errors.js';

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

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
      return reply
        .code(statusCode)
        .send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: error.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({
      statusCode: 500,
      error: 'Internal Server Error',
      message: UNEXPECTED_ERROR_MESSAGE,
    });
  });
}
