import { ApiRequestError, apiRequest, isApiError } from '../../../lib/api-client';
import { TRAVEL_TEMP_QUOTE_PATH } from './saved-travel-answers';

/**
 * DELETE /profile/profile/tempQuote/TRAVEL (platform.md 7): the customer starts afresh instead of
 * taking the saved answers back. Nothing saved (404) is already the wanted outcome.
 */
export async function removeSavedTravelAnswers(): Promise<void> {
  const result = await apiRequest<unknown>(TRAVEL_TEMP_QUOTE_PATH, { method: 'DELETE' });
  if (isApiError(result) && result.status !== 404) throw new ApiRequestError(result);
}
