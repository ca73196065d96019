import { homeQuoteToForms, savedHomeQuoteSchema } from '@wallet/domain';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { getProfileForPrefill } from '../../../ui/journey/get-profile-for-prefill';
import { getLatestHomeQuote } from '../api/get-latest-home-quote';
import type { HomeJourneyPatch } from '../journey/home-journey';
import { HOME_TEMP_QUOTE_PATH } from '../journey/save-home-journey';
import { aboutYouFromProfile } from './prefill';
import { hasForms } from './use-get-quote-prefill';

/**
 * home.md 4 'Prepopulation': a signed-in customer (not an agent) starting with an empty journey
 * gets the forms of their latest home quote, or else the answers saved at their last sign-out, or
 * else About you from their profile.
 */
export async function loadPrefill(): Promise<HomeJourneyPatch> {
  const latest = await getLatestHomeQuote().catch(() => null);
  if (latest) {
    const saved = savedHomeQuoteSchema.safeParse(latest.homeQuote);
    if (saved.success) return homeQuoteToForms(saved.data);
  }
  // The answers saved when the customer last signed out mid-journey (home.md 4).
  const saved = await apiRequest<Partial<HomeJourneyPatch>>(HOME_TEMP_QUOTE_PATH, {
    redirectOnUnauthorized: false,
  });
  if (!isApiError(saved) && hasForms(saved)) {
    return {
      aboutYou: saved.aboutYou,
      yourHome: saved.yourHome,
      yourCover: saved.yourCover,
      household: saved.household,
      quoteReference: saved.quoteReference,
      prefilledFrom: 'saved-answers',
    };
  }
  const profile = await getProfileForPrefill();
  if (!profile || profile.default_response) return {};
  return { aboutYou: aboutYouFromProfile(profile) };
}
