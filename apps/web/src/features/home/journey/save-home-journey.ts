import { ABOUT_YOU_DEFAULTS } from '@wallet/domain';
import { ApiRequestError, apiRequest, isApiError } from '../../../lib/api-client';
import { readHomeJourney } from './home-journey';

/** The temporary quote path of home (platform.md 7). */
export const HOME_TEMP_QUOTE_PATH = '/profile/profile/tempQuote/HOME';

/** The answers of a journey in progress, as saved on the server for the customer's next visit. */
export function savedHomeAnswers() {
  const { aboutYou, yourHome, yourCover, household, quoteReference, quoteResponse } =
    readHomeJourney();
  if (!aboutYou && !yourHome && !yourCover) return null;
  // A form started again and left empty holds nothing to come back to.
  if (!yourHome && !yourCover && JSON.stringify(aboutYou) === JSON.stringify(ABOUT_YOU_DEFAULTS)) {
    return null;
  }
  return {
    aboutYou,
    yourHome,
    yourCover,
    household,
    quoteReference: quoteResponse?.quote_reference ?? quoteReference,
  };
}

/** home.md 4: on sign-out the current home quote is saved to the server. True when saved. */
export async function saveHomeJourneyToServer(): Promise<boolean> {
  const answers = savedHomeAnswers();
  if (!answers) return false;
  const result = await apiRequest<unknown>(HOME_TEMP_QUOTE_PATH, {
    method: 'POST',
    body: answers,
    redirectOnUnauthorized: false,
  });
  return !isApiError(result);
}

/**
 * DELETE /profile/profile/tempQuote/HOME (platform.md 7): the customer starts afresh instead of
 * taking the answers saved at sign-out back. Nothing saved (404) is already the wanted outcome.
 */
export async function removeSavedHomeAnswers(): Promise<void> {
  const result = await apiRequest<unknown>(HOME_TEMP_QUOTE_PATH, { method: 'DELETE' });
  if (isApiError(result) && result.status !== 404) throw new ApiRequestError(result);
}
