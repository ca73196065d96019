import { ApiRequestError, apiRequest, isApiError } from '../../../lib/api-client';

/**
 * platform.md 7: the temporary quote of car (MOTOR), where the form is saved at sign-out and read
 * back at the next visit.
 */
export const CAR_TEMP_QUOTE_PATH = '/profile/profile/tempQuote/MOTOR';

/**
 * GET: the answers saved when the customer last signed out mid-journey; null when none were
 * saved. The form's schema checks them before they are offered back.
 */
export async function getSavedCarAnswers(): Promise<Record<string, unknown> | null> {
  const answer = await apiRequest<unknown>(CAR_TEMP_QUOTE_PATH, { redirectOnUnauthorized: false });
  if (isApiError(answer) || typeof answer !== 'object' || answer === null) return null;
  return answer as Record<string, unknown>;
}

/** PUT: saves the form's answers as typed; true when saved. */
export async function saveCarAnswers(answers: Record<string, unknown>): Promise<boolean> {
  const result = await apiRequest<unknown>(CAR_TEMP_QUOTE_PATH, {
    method: 'PUT',
    body: answers,
    redirectOnUnauthorized: false,
  });
  return !isApiError(result);
}

/**
 * DELETE: the customer starts afresh instead of taking the saved answers back. Nothing saved
 * (404) is already the wanted outcome.
 */
export async function removeSavedCarAnswers(): Promise<void> {
  const result = await apiRequest<unknown>(CAR_TEMP_QUOTE_PATH, { method: 'DELETE' });
  if (isApiError(result) && result.status !== 404) throw new ApiRequestError(result);
}
