import { useJourneyPrefill } from '../../../ui/journey/use-journey-prefill';
import {
  readTravelJourney,
  updateTravelJourney,
  useHasTravelForms,
  type TravelJourneyPatch,
} from '../journey/travel-journey';

/** car-travel-payment.md 4 'Prefill': its code (with the schema library) loads when needed. */
async function loadTravelPrefill(today: Date): Promise<TravelJourneyPatch | null> {
  return (await import('./load-travel-prefill')).loadTravelPrefill(today);
}

/** Answers typed meanwhile are never overwritten. */
function applyTravelPrefill(patch: TravelJourneyPatch): void {
  if (!readTravelJourney().forms) updateTravelJourney(patch);
}

/** Whether the form must wait: the session is being restored or the prefill is on its way. */
export function useTravelPrefill(): boolean {
  return useJourneyPrefill({
    product: 'travel',
    hasForms: useHasTravelForms(),
    load: loadTravelPrefill,
    apply: applyTravelPrefill,
  });
}
