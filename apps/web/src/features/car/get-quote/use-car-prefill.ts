import { journeyPrefillHook } from '../../../ui/journey/use-journey-prefill';
import {
  readCarJourney,
  updateCarJourney,
  useHasCarForms,
  type CarJourneyPatch,
} from '../journey/car-journey';

/**
 * car-travel-payment.md 4 'Prefill': whether the form must wait (the session is being restored or
 * the prefill is on its way). The prefill's code (with the schema library) loads when needed.
 */
export const useCarPrefill = journeyPrefillHook<CarJourneyPatch>({
  product: 'car',
  useHasForms: useHasCarForms,
  load: async (today) => (await import('./load-car-prefill')).loadCarPrefill(today),
  read: readCarJourney,
  update: updateCarJourney,
});
