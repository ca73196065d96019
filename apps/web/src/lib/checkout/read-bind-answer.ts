import { API_ERROR_MESSAGES, bindResponseSchema, type BindResponse } from '@wallet/domain';
import { ApiRequestError, isApiError, type ApiError } from '../api-client';

/**
 * A bind's answer read with the shared schema. A FAILED bind is a normal answer that says
 * error: true, which the client's failure check would mistake for a failed call: the schema tells
 * the two apart.
 */
export function readBindAnswer(answer: unknown | ApiError): BindResponse {
  const parsed = bindResponseSchema.safeParse(answer);
  if (parsed.success) return parsed.data;
  throw new ApiRequestError(
    isApiError(answer)
      ? answer
      : { error: true, status: null, message: API_ERROR_MESSAGES.invalidResponse },
  );
}
