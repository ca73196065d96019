import { travelQuoteToForms } from '@wallet/domain';
import { getProfileForPrefill } from '../../../ui/journey/get-profile-for-prefill';
import { getLatestTravelQuote } from '../api/get-latest-travel-quote';
import { getSavedTravelAnswers } from '../api/get-saved-travel-answers';
import type { TravelJourneyPatch } from '../journey/travel-journey';
import { aboutYouFromProfile, mergePrefill, storedForms } from './prefill';

/**
 * car-travel-payment.md 4 'Prefill': a signed-in customer (not an agent) starting with an empty
 * form gets About you from their profile, overlaid with their latest travel quote, overlaid with
 * the answers saved when they last signed out. Null when there is nothing to prefill.
 */
export async function loadTravelPrefill(today: Date): Promise<TravelJourneyPatch | null> {
  const [profile, latest, saved] = await Promise.all([
    getProfileForPrefill(),
    getLatestTravelQuote().catch(() => null),
    getSavedTravelAnswers(),
  ]);
  const savedForms = storedForms(saved);
  const latestForms = latest ? travelQuoteToForms(latest, today) : null;
  const profileForms =
    profile && !profile.default_response ? { aboutYou: aboutYouFromProfile(profile) } : null;
  if (!savedForms && !latestForms && !profileForms) return null;

  const forms = mergePrefill(profileForms, latestForms, savedForms);
  const wholeQuote = Boolean(savedForms ?? (latestForms && !latest?.policy_reference));
  // Asking again updates the latest quote, unless the answers are others or it was bought.
  const quoteReference =
    !savedForms && latest && !latest.policy_reference ? latest.quote_reference : null;
  return {
    forms,
    prefilledFrom: savedForms ? 'saved-answers' : latestForms ? 'latest-quote' : 'profile',
    ...(quoteReference ? { quoteReference } : {}),
    // car-travel-payment.md 4: 'About you card is expanded when prefilled'; a whole quote shows
    // every card's status.
    cardsOpened: { aboutYou: true, yourTrip: wholeQuote, yourCover: wholeQuote },
  };
}
