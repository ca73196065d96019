import { API_ERROR_MESSAGES } from '@wallet/domain';
import type { z } from 'zod';
import { ApiRequestError, isApiError } from './api-client';

/** An answer read with its domain schema; a refused call or a wrong shape is a thrown error. */
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
