import { carQuoteToForms, carTermsOf, savedCarFormsSchema } from '@wallet/domain';
import { getProfileForPrefill } from '../../../ui/journey/get-profile-for-prefill';
import { aboutYouFromProfile } from '../../../ui/journey/journey-prefill';
import { getLatestCarQuote } from '../api/get-latest-car-quote';
import { getSavedCarAnswers } from '../api/saved-car-answers';
import type { CarJourneyPatch } from '../journey/car-journey';
import { mergeCarPrefill, storedCarForms } from './prefill';

/**
 * car-travel-payment.md 4 'Prefill': a signed-in customer (not an agent) starting with an empty
 * form gets About you from their profile, overlaid with their latest car quote, overlaid with the
 * answers saved when they last signed out. Null when there is nothing to prefill.
 */
export async function loadCarPrefill(today: Date): Promise<CarJourneyPatch | null> {
  const [profile, latest, saved] = await Promise.all([
    getProfileForPrefill(),
    getLatestCarQuote().catch(() => null),
    getSavedCarAnswers(),
  ]);
  // The saved answers keep only the cards' fields, each of the kind the form holds.
  const savedAnswers = savedCarFormsSchema.safeParse(saved ?? undefined);
  const savedForms = savedAnswers.success ? storedCarForms(savedAnswers.data) : null;
  const latestForms = latest ? carQuoteToForms(latest, today) : null;
  const profileForms =
    profile && !profile.default_response ? { aboutYou: aboutYouFromProfile(profile, 'car') } : null;
  if (!savedForms && !latestForms && !profileForms) return null;

  const forms = mergeCarPrefill(profileForms, latestForms, savedForms);
  // A quote with a policy reference is treated as not a quote (car-travel-payment.md 3).
  const openQuote = latest && !latest.policy_reference ? latest : null;
  const wholeQuote = Boolean(savedForms ?? openQuote);
  return {
    forms,
    prefilledFrom: savedForms ? 'saved-answers' : latestForms ? 'latest-quote' : 'profile',
    // Asking again updates the latest quote, unless the answers are others.
    ...(openQuote && !savedForms ? { quoteReference: openQuote.quote_reference } : {}),
    ...(openQuote ? { terms: carTermsOf(openQuote) } : {}),
    // car-travel-payment.md 4: 'About you card is expanded when prefilled'; a whole quote shows
    // every card's status.
    cardsOpened: { aboutYou: true, yourCar: wholeQuote, yourCover: wholeQuote },
  };
}
