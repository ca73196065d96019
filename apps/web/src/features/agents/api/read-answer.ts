import { API_ERROR_MESSAGES } from '@wallet/domain';
import type { z } from 'zod';
import { ApiRequestError, isApiError, type ApiError } from '../../../lib/api-client';

/**
 * An agent call's answer read with its domain schema: a failed call, or an answer of another
 * shape, is thrown as the call's error so TanStack Query sees it as one.
 */
export function readAnswer<Schema extends z.ZodType>(
  schema: Schema,
  answer: unknown,
): z.output<Schema> {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  throw new ApiRequestError(
    isApiError(answer)
      ? answer
      : { error: true, status: null, message: API_ERROR_MESSAGES.invalidResponse },
  );
}

/** The API's refusal of a call, when it was one (a thrown ApiRequestError). */
export function refusalOf(error: unknown): ApiError | undefined {
  return error instanceof ApiRequestError ? error.detail : undefined;
}
