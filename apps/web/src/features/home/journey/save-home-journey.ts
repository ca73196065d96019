import { apiRequest, isApiError } from '../../../lib/api-client';
import { readHomeJourney } from './home-journey';

/** The temporary quote path of home (platform.md 7). */
export const HOME_TEMP_QUOTE_PATH = '/profile/profile/tempQuote/HOME';

/** The answers of a journey in progress, as saved on the server for the customer's next visit. */
export function savedHomeAnswers() {
  const { aboutYou, yourHome, yourCover, household, quoteReference, quoteResponse } =
    readHomeJourney();
  if (!aboutYou && !yourHome && !yourCover) return null;
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
