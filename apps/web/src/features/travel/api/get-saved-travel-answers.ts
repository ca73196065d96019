import { queryOptions } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { TRAVEL_TEMP_QUOTE_PATH } from './saved-travel-answers';

/**
 * GET /profile/profile/tempQuote/TRAVEL (platform.md 7): the answers saved when the customer last
 * signed out mid-journey, as the form holds them; null when none were saved. The form's schema
 * checks them before they are offered back.
 */
export async function getSavedTravelAnswers(): Promise<Record<string, unknown> | null> {
  const answer = await apiRequest<unknown>(TRAVEL_TEMP_QUOTE_PATH, {
    redirectOnUnauthorized: false,
  });
  if (isApiError(answer) || typeof answer !== 'object' || answer === null) return null;
  return answer as Record<string, unknown>;
}

export const savedTravelAnswersQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['travel', 'saved-answers', userId],
    queryFn: getSavedTravelAnswers,
    enabled: userId !== null,
    staleTime: Infinity,
  });
