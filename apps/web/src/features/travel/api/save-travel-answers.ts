import { apiRequest, isApiError } from '../../../lib/api-client';
import { TRAVEL_TEMP_QUOTE_PATH } from './saved-travel-answers';

/** POST /profile/profile/tempQuote/TRAVEL (platform.md 7): saves the form's answers; true when saved. */
export async function saveTravelAnswers(answers: Record<string, unknown>): Promise<boolean> {
  const result = await apiRequest<unknown>(TRAVEL_TEMP_QUOTE_PATH, {
    method: 'POST',
    body: answers,
    redirectOnUnauthorized: false,
  });
  return !isApiError(result);
}
