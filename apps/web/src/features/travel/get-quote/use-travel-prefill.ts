import { journeyPrefillHook } from '../../../ui/journey/use-journey-prefill';
import {
  readTravelJourney,
  updateTravelJourney,
  useHasTravelForms,
  type TravelJourneyPatch,
} from '../journey/travel-journey';

/**
 * car-travel-payment.md 4 'Prefill': whether the form must wait (the session is being restored or
 * the prefill is on its way). The prefill's code (with the schema library) loads when needed.
 */
export const useTravelPrefill = journeyPrefillHook<TravelJourneyPatch>({
  product: 'travel',
  useHasForms: useHasTravelForms,
  load: async (today) => (await import('./load-travel-prefill')).loadTravelPrefill(today),
  read: readTravelJourney,
  update: updateTravelJourney,
});
