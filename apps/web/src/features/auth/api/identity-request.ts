import { apiRequest, type ApiError } from '../../../lib/api-client';

/**
 * The identity calls answer failures with the provider's error names ({name, message}); each is
 * an answer the screen maps to the error catalogue, so a 401 never sends anyone to /login here.
 */
export function identityRequest<T>(
  path: string,
  body: unknown,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T | ApiError> {
  return apiRequest<T>(path, { method, body, redirectOnUnauthorized: false });
}
