import { z } from 'zod';
import type { IdentityError } from '@wallet/domain';

/** An expected failure with its status code; the error handler sends it as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message = 'Sign in to continue.') =>
  new HttpError(401, 'Unauthorized', message);
export const forbidden = (message = 'You do not have access to this resource.') =>
  new HttpError(403, 'Forbidden', message);
export const notFound = (message: string) => new HttpError(404, 'Not Found', message);

/**
 * A bad request found after schema validation (for example an id that names nothing), reported
 * in the same shape as a validation failure.
 */
export class FieldValidationError extends Error {
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super('Request is invalid');
    this.name = 'FieldValidationError';
  }
}

/**
 * An identity failure answered with the identity provider's error name: HTTP 400, or 429 when a
 * rate limit refused the request.
 */
export class IdentityFailure extends Error {
  readonly identityError: IdentityError;
  readonly statusCode: 400 | 429;
  constructor(identityError: IdentityError, statusCode: 400 | 429 = 400) {
    super(identityError.message);
    this.name = 'IdentityFailure';
    this.identityError = identityError;
    this.statusCode = statusCode;
  }
}

/** Every error body the API sends; which fields appear depends on the kind of error. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int().optional(),
  error: z.string().optional(),
  /** Identity errors: the identity provider's error name, e.g. NotAuthorizedException. */
  name: z.string().optional(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
