import { ApiRequestError, type ApiError } from '../../../lib/api-client';

export { readAnswer } from '../../../lib/read-answer';

/** The API's refusal of a call, when it was one (a thrown ApiRequestError). */
export function refusalOf(error: unknown): ApiError | undefined {
  return error instanceof ApiRequestError ? error.detail : undefined;
}
